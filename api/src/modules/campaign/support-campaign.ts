import { bilingual, type CampaignCard } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import { COINS_FOR_NOTE, spendInOneCall, type SpendAnswer } from '../../ledger/spend';
import { checkAmount } from '../../ledger/transfer';

export interface SupportInput {
  memberId: string;
  campaignId: string;
  coins: number;
  message?: string | undefined;
}

/** The support's receipt, and the campaign's card with the support in it (a replay: the card now). */
export type SupportedCampaign = SpendAnswer<{ supportId: string; balance: number }> & {
  campaign: CampaignCard;
};

/**
 * Moves the coins to the campaign's account, records the support and notifies the fan, in one call of the
 * database's `support_campaign` (db/schema.sql): a transaction of its own, or part of the caller's.
 */
export function supportCampaign(
  db: Queryable,
  support: SupportInput,
  idempotencyKey?: IdempotencyKey,
): Promise<SupportedCampaign> {
  checkAmount(support.coins);
  return spendInOneCall<SupportedCampaign>(
    db,
    'support_campaign',
    [
      support.memberId,
      support.campaignId,
      support.coins,
      support.message?.trim() ?? '',
      bilingual('Support Berhasil!', 'Support Successful!'),
      COINS_FOR_NOTE,
    ],
    idempotencyKey,
    {
      NOT_FOUND: () => errors.notFound({ id: 'Kampanye', en: 'Campaign' }),
      CAMPAIGN_COMPLETED: () =>
        new AppError(
          422,
          'CAMPAIGN_COMPLETED',
          bilingual('Kampanye ini sudah selesai', 'This campaign is completed'),
        ),
    },
  );
}
