import HowToVoteIcon from '@mui/icons-material/HowToVote';
import PeopleIcon from '@mui/icons-material/People';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VotingCard } from '@fanhub/contract';
import { CoverImage, ShareButton, StatusBadge, Link } from '@fanhub/shared-ui';
import { cardView } from '../card-view';

/** A voting as a card: image, title, status, supporters, time left, share, votes. */
export function VotingCardItem({ voting }: { voting: VotingCard }) {
  const view = cardView(voting);
  return (
    <Card variant="outlined" data-testid="voting-card">
      <CardActionArea component={Link} to={`/fanspick/${voting._id}`}>
        <CoverImage src={voting.image} alt={voting.title} />
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {voting.title}
            </Typography>
            <StatusBadge kind="voting" status={view.status} />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 1, color: 'text.secondary', typography: 'body2' }}>
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              className="notranslate"
              aria-label="supporters"
            >
              <PeopleIcon fontSize="small" /> {view.supporters}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleIcon fontSize="small" /> {view.remaining}
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
      <Stack direction="row" sx={{ px: 1, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <ShareButton
          shareUrl={`/fanspick/${voting._id}`}
          shareTitle={voting.title}
          shareDescription={voting.description}
        />
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 1, fontWeight: 700 }}
          className="notranslate"
          data-testid="voting-votes"
        >
          <HowToVoteIcon fontSize="small" color="primary" /> {view.votes}
        </Box>
      </Stack>
    </Card>
  );
}
