import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignCard as Campaign } from '@fanhub/contract';
import { CoverImage, ShareButton, StatusBadge, t, Link } from '@fanhub/shared-ui';
import { ProgressBar } from '@fanhub/shared-ui/details';
import { campaignView } from '../campaign-view';

/** A campaign as a card: image, status, target date, title, progress, coins, share, participants. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const view = campaignView(campaign);
  return (
    <Card variant="outlined" data-testid="campaign-card" data-status={campaign.status}>
      <CardActionArea component={Link} to={`/fanfunding/${campaign._id}`}>
        <CoverImage src={campaign.image} alt={campaign.title} />
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <StatusBadge kind="campaign" status={campaign.status} />
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <EventIcon fontSize="inherit" aria-hidden />
              <span className="notranslate">{view.targetDate}</span>
            </Typography>
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
            {campaign.title}
          </Typography>
          <ProgressBar collected={campaign.collectedCoins} target={campaign.targetCoins} />
          <Typography
            variant="body2"
            color="text.secondary"
            className="notranslate"
            data-testid="campaign-coins"
          >
            {view.collected} / {view.target} Koin
          </Typography>
        </CardContent>
      </CardActionArea>
      <Stack direction="row" sx={{ px: 1, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <ShareButton
          shareUrl={`/fanfunding/${campaign._id}`}
          shareTitle={campaign.title}
          shareDescription={campaign.description}
        />
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 1, color: 'text.secondary' }}
          aria-label={t(`${view.participants} pendukung`, `${view.participants} supporters`)}
        >
          <PeopleIcon fontSize="small" aria-hidden />
          <span className="notranslate">{view.participants}</span>
        </Box>
      </Stack>
    </Card>
  );
}
