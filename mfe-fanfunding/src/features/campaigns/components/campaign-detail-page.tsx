import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportResult } from '@fanhub/contract';
import { intents, useLiveTally, useSession } from '@fanhub/shared-auth';
import {
  CoverImage,
  ErrorState,
  formatDate,
  MountedOnceOpen,
  onDemand,
  ShareButton,
  StatFigure,
  StatusBadge,
  t,
  useAsync,
  VerifyTallyLink,
  useParams,
} from '@fanhub/shared-ui';
import { ProgressBar, SupporterList } from '@fanhub/shared-ui/details';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { getCampaign } from '../api/get-campaign';
import { campaignView, canSupport, STATUS_HEADING, SUPPORT_LABEL } from '../campaign-view';
import { CampaignPromise } from './campaign-promise';

// The support dialogs download the first time a fan opens them.
const SupportModal = onDemand(async () => (await import('./support-modal')).SupportModal);
const SupportThanksModal = onDemand(async () => (await import('./support-thanks-modal')).SupportThanksModal);

/** `/fanfunding/{campaignId}`: the campaign, its progress and supporters, and supporting it with coins. */
export const CampaignDetailPage = observer(function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const session = useSession();
  const { data: loaded, error, reload } = useAsync(() => getCampaign(campaignId), [campaignId]);
  // Coins, supporters, progress and newest messages follow every support, from any fan, without a reload.
  const campaign = useLiveTally('campaign', campaignId, loaded);
  const [supporting, setSupporting] = useState(false);
  // The thank-you opens once the support modal has closed: a dialog opening while another is still closing could
  // be left hidden from screen readers (and from tests that find it by its role).
  const [supported, setSupported] = useState<SupportResult | null>(null);
  const [thanked, setThanked] = useState<SupportResult | null>(null);

  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!campaign) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  const view = campaignView(campaign, { capPercent: true });
  const open = canSupport(campaign);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ fontWeight: 700 }}
          data-testid="campaign-status-heading"
        >
          {STATUS_HEADING[campaign.status]}
        </Typography>
        <StatusBadge kind="campaign" status={campaign.status} />
      </Stack>
      <CoverImage src={campaign.image} alt={campaign.title} rounded />
      <Box>
        <Typography variant="body2" color="text.secondary" className="notranslate">
          {t(
            `Dibuat ${formatDate(campaign.createdAt)}`,
            `Started ${formatDate(campaign.createdAt, { locale: 'en' })}`,
          )}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {campaign.title}
        </Typography>
      </Box>
      <Box>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <StatFigure
            label={t('Terkumpul', 'Collected')}
            value={`${view.collected} Koin`}
            testId="campaign-collected"
          />
          <StatFigure label={t('Progres', 'Progress')} value={view.percent} testId="campaign-percent" />
          <StatFigure label="Target" value={`${view.target} Koin`} testId="campaign-target" />
          <StatFigure
            label={t('Batas waktu', 'Target date')}
            value={view.targetDate}
            testId="campaign-target-date"
          />
        </Stack>
        <ProgressBar
          collected={campaign.collectedCoins}
          target={campaign.targetCoins}
          capPercent
          showPercent={false}
        />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography className="notranslate" data-testid="campaign-supporters">
          <b>{view.participants}</b> {t('pendukung', 'supporters')}
        </Typography>
        <ShareButton
          shareUrl={`/fanfunding/${campaign._id}`}
          shareTitle={campaign.title}
          shareDescription={campaign.description}
        />
        <VerifyTallyLink to={`/fanfunding/${campaign._id}/verify`} />
      </Stack>
      <Typography>{campaign.description}</Typography>
      <CampaignPromise campaign={campaign} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" disabled={!open} onClick={() => intents.requestTopUp()}>
          {t('Top up Koin', 'Top up Coins')}
        </Button>
        <Button
          variant="contained"
          disabled={!open}
          onClick={() =>
            session.isLoggedIn
              ? setSupporting(true)
              : intents.requestLogin('mendukung kampanye', 'support a campaign', () => setSupporting(true))
          }
        >
          {SUPPORT_LABEL[campaign.status]}
        </Button>
      </Stack>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('Pendukung', 'Supporters')}
        </Typography>
        <SupporterList kind="support" entries={campaign.supports} testId="campaign-supporters-list" />
      </Box>
      <MountedOnceOpen open={supporting}>
        <SupportModal
          campaign={campaign}
          open={supporting}
          onClose={() => setSupporting(false)}
          onSupported={(result) => {
            setSupporting(false);
            setSupported(result);
            reload();
          }}
          onExited={() => {
            setThanked(supported);
            setSupported(null);
          }}
        />
      </MountedOnceOpen>
      <MountedOnceOpen open={thanked !== null}>
        <SupportThanksModal
          result={thanked}
          onClose={() => {
            setThanked(null);
            // Only now may the shell offer pushes: one confirmation at a time.
            intents.engaged();
          }}
        />
      </MountedOnceOpen>
    </Stack>
  );
});
