import Alert from '@mui/material/Alert';
import type { CampaignCard } from '@fanhub/contract';
import { formatDate, t } from '@fanhub/shared-ui';

/**
 * What becomes of the coins: an all-or-nothing campaign says so before fans support it, and what happened once
 * it did (its coins returned to supporters, or paid out to its organiser).
 */
export function CampaignPromise({ campaign }: { campaign: CampaignCard }) {
  if (campaign.settlement) {
    const { settledAt, coins } = campaign.settlement;
    return (
      <Alert severity="success" data-testid="campaign-settled">
        {t(
          `Disalurkan ke penyelenggara pada ${formatDate(settledAt)}: ${coins} Koin`,
          `Paid out to its organiser on ${formatDate(settledAt, { locale: 'en' })}: ${coins} coins`,
        )}
      </Alert>
    );
  }
  if (campaign.refundedAt) {
    return (
      <Alert severity="info" data-testid="campaign-refunded">
        {t(
          `Target tidak tercapai: koin setiap pendukung dikembalikan pada ${formatDate(campaign.refundedAt)}`,
          `The target was not reached: every supporter's coins went back on ${formatDate(campaign.refundedAt, { locale: 'en' })}`,
        )}
      </Alert>
    );
  }
  if (!campaign.refundIfShort) return null;
  return (
    <Alert severity="info" data-testid="campaign-all-or-nothing">
      {t(
        'Semua atau tidak sama sekali: jika target tidak tercapai, koinmu dikembalikan',
        'All or nothing: if the target is not reached, your coins come back to you',
      )}
    </Alert>
  );
}
