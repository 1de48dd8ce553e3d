import { bilingual, bilingualNaming } from '@fanhub/contract';
import type { Database, Queryable } from '../../db/database';
import { ensureAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { notifyMember } from '../notification/repository';

/** Supports returned in one transaction: a campaign with many more goes on in the next. */
const SUPPORTS_PER_TRANSACTION = 500;

/** All-or-nothing campaigns that closed short of their target and still hold their supporters' coins. */
const SHORT = `SELECT c.id FROM campaigns c JOIN campaign_cards cc ON cc."_id" = c.id
  WHERE c.refund_if_short AND c.refunded_at IS NULL AND cc.status = 'completed'
    AND cc."collectedCoins" < c.target_coins`;

/**
 * Keeps an all-or-nothing campaign's promise: when it closes short of its target, each support goes back to its
 * fan in a transfer of its own (once: its key is the support's), with a notification, and the campaign is marked
 * refunded. Answers how many supports went back.
 */
export async function returnShortCampaigns(db: Database): Promise<number> {
  let returned = 0;
  for (const { id } of (await db.query<{ id: string }>(`${SHORT} LIMIT 5`)).rows) {
    for (;;) {
      const batch = await db.transaction((tx) => returnSupports(tx, id));
      returned += batch;
      if (batch < SUPPORTS_PER_TRANSACTION) break;
    }
  }
  return returned;
}

async function returnSupports(tx: Queryable, campaignId: string): Promise<number> {
  const { rows: campaigns } = await tx.query<{ title: string }>(
    `SELECT c.title FROM campaigns c WHERE c.id = $1 AND c.id IN (${SHORT}) FOR UPDATE OF c`,
    [campaignId],
  );
  const campaign = campaigns[0];
  if (!campaign) return 0;
  const account = await ensureAccount(tx, 'campaign', campaignId);
  await tx.query('SELECT ledger_fold_account($1)', [account]);
  const { rows: supports } = await tx.query<{ id: string; memberId: string; coins: number }>(
    `SELECT s.id, s.member_id AS "memberId", t.amount AS coins
     FROM campaign_supports s JOIN ledger_transfers t ON t.id = s.transfer_id
     WHERE s.campaign_id = $1 AND s.refund_transfer_id IS NULL ORDER BY s.created_at LIMIT $2`,
    [campaignId, SUPPORTS_PER_TRANSACTION],
  );
  for (const support of supports) {
    const receipt = await transfer(tx, {
      fromAccountId: account,
      toAccountId: await ensureAccount(tx, 'member', support.memberId),
      amount: support.coins,
      reason: 'campaign_refund',
      reference: campaignId,
      idempotencyKey: `campaign-refund:${support.id}`,
    });
    await tx.query('UPDATE campaign_supports SET refund_transfer_id = $2 WHERE id = $1', [
      support.id,
      receipt.transferId,
    ]);
    await notifyMember(
      tx,
      support.memberId,
      bilingual('Dukunganmu dikembalikan', 'Your support was returned'),
      bilingualNaming(
        campaign.title,
        (id) => `${id} tidak mencapai targetnya: ${support.coins} Koin kembali ke saldomu`,
        (en) => `${en} did not reach its target: ${support.coins} coins are back in your balance`,
      ),
    );
  }
  if (supports.length < SUPPORTS_PER_TRANSACTION)
    await tx.query('UPDATE campaigns SET refunded_at = now() WHERE id = $1', [campaignId]);
  return supports.length;
}
