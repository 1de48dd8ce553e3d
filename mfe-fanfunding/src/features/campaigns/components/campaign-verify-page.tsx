import Skeleton from '@mui/material/Skeleton';
import { ErrorState, useAsync, useParams } from '@fanhub/shared-ui';
import { TallyVerification } from '@fanhub/shared-ui/tally';
import { getCampaign } from '../api/get-campaign';

/** `/fanfunding/{campaignId}/verify`: every support behind the campaign's coins, verified in the browser. */
export function CampaignVerifyPage() {
  const { campaignId = '' } = useParams();
  const { data: campaign, error, reload } = useAsync(() => getCampaign(campaignId), [campaignId]);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!campaign) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  return (
    <TallyVerification
      tally={{ kind: 'campaign', id: campaignId }}
      title={campaign.title}
      shownTotal={campaign.collectedCoins}
      backTo={`/fanfunding/${campaignId}`}
    />
  );
}
