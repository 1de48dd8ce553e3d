import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { bilingual } from '@fanhub/contract';
import { spendCoins } from '../../ledger/spend';
import { notifyMember } from '../notification/repository';

export interface SupportInput {
  memberId: string;
  campaignId: string;
  coins: number;
  message?: string | undefined;
}

/** Moves the coins to the campaign's account and records the support, in the caller's transaction. */
export async function supportCampaign(
  tx: Queryable,
  support: SupportInput,
): Promise<{ supportId: string; balance: number }> {
  const { rows } = await tx.query<{ title: string; open: boolean }>(
    'SELECT title, target_date > now() AS open FROM campaigns WHERE id = $1 FOR SHARE',
    [support.campaignId],
  );
  const campaign = rows[0];
  if (!campaign) throw errors.notFound({ id: 'Kampanye', en: 'Campaign' });
  if (!campaign.open) {
    throw new AppError(
      422,
      'CAMPAIGN_COMPLETED',
      bilingual('Kampanye ini sudah selesai', 'This campaign is completed'),
    );
  }
  const receipt = await spendCoins(tx, {
    memberId: support.memberId,
    to: { kind: 'campaign', ownerId: support.campaignId },
    amount: support.coins,
    reason: 'campaign_support',
  });
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO campaign_supports (campaign_id, member_id, transfer_id, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [support.campaignId, support.memberId, receipt.transferId, support.message?.trim() ?? ''],
  );
  await notifyMember(
    tx,
    support.memberId,
    bilingual('Support Berhasil!', 'Support Successful!'),
    bilingual(
      `${support.coins} Koin untuk ${campaign.title}`,
      `${support.coins} coins for ${campaign.title}`,
    ),
  );
  return { supportId: inserted.rows[0]!.id, balance: receipt.fromBalance };
}
