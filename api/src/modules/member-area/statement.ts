import {
  ADJUSTMENT_REASONS,
  bilingual,
  bilingualNaming,
  type AdjustmentReason,
  type StatementRow,
  type TransferReason,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { limitAndOffset, type Page } from '../../db/paging';

/**
 * What the coins moved for, in the product's words, given the name of what they went to: a bilingual name once in
 * each half (`Dukungan untuk Billboard Ulang Tahun / Support for Birthday Billboard`).
 */
const DESCRIBE: Record<TransferReason, (name: string, reference: string) => string> = {
  top_up: (name, order) =>
    bilingualNaming(
      name,
      (id) => `Beli ${id} (${order})`,
      (en) => `Bought ${en} (${order})`,
    ),
  top_up_reversal: (_, order) => bilingual(`Pembatalan pesanan ${order}`, `Reversal of order ${order}`),
  welcome_grant: () => bilingual('Koin sambutan', 'Welcome coins'),
  vote: (name) =>
    bilingualNaming(
      name,
      (id) => `Vote untuk ${id}`,
      (en) => `Vote for ${en}`,
    ),
  campaign_support: (name) =>
    bilingualNaming(
      name,
      (id) => `Dukungan untuk ${id}`,
      (en) => `Support for ${en}`,
    ),
  event_ticket: (name) =>
    bilingualNaming(
      name,
      (id) => `Tiket ${id}`,
      (en) => `Ticket for ${en}`,
    ),
  account_closure: () =>
    bilingual('Akun dihapus: sisa koin hangus', 'Account deleted: remaining coins forfeited'),
  promotion_grant: (code) =>
    bilingual(`Koin dari fanhub: ${reasonOf(code).id}`, `Coins from fanhub: ${reasonOf(code).en}`),
  promotion_deduction: (code) =>
    bilingual(
      `Koin ditarik fanhub: ${reasonOf(code).id}`,
      `Coins taken back by fanhub: ${reasonOf(code).en}`,
    ),
  campaign_refund: (name) =>
    bilingualNaming(
      name,
      (id) => `Dukungan dikembalikan: ${id}`,
      (en) => `Support returned: ${en}`,
    ),
  // Never a fan's: a campaign's coins paid out to its organiser.
  campaign_settlement: (name) =>
    bilingualNaming(
      name,
      (id) => `Pembayaran ${id}`,
      (en) => `Payout of ${en}`,
    ),
  vote_voided: (name) =>
    bilingualNaming(
      name,
      (id) => `Vote dibatalkan (fair play): ${id}`,
      (en) => `Vote voided (fair play): ${en}`,
    ),
  event_refund: (name) =>
    bilingualNaming(
      name,
      (id) => `Pendaftaran dibatalkan, koin kembali: ${id}`,
      (en) => `Sign-up cancelled, coins returned: ${en}`,
    ),
  heart_check_in: (_, day) => bilingual(`Absen harian ${day}`, `Daily check-in ${day}`),
  heart_mission: (name) =>
    bilingualNaming(
      name,
      (id) => `Misi: ${id}`,
      (en) => `Mission: ${en}`,
    ),
  heart_vote: (name) =>
    bilingualNaming(
      name,
      (id) => `Vote dengan Hati untuk ${id}`,
      (en) => `Vote with hearts for ${en}`,
    ),
  heart_expiry: () => bilingual('Hati kedaluwarsa', 'Hearts expired'),
};

const reasonOf = (code: string) => ADJUSTMENT_REASONS[code as AdjustmentReason] ?? { id: code, en: code };

/** The page about it: a receipt, a project, a campaign, an event. */
const LINK: Partial<Record<TransferReason, (reference: string) => string>> = {
  top_up: (order) => `/member-area/koin/receipt/${order}`,
  top_up_reversal: (order) => `/member-area/koin/receipt/${order}`,
  vote: (project) => `/fanspick/project/${project}`,
  heart_vote: (project) => `/fanspick/project/${project}`,
  vote_voided: (project) => `/fanspick/project/${project}`,
  campaign_support: (campaign) => `/fanfunding/${campaign}`,
  campaign_refund: (campaign) => `/fanfunding/${campaign}`,
  event_ticket: (event) => `/event/${event}`,
  event_refund: (event) => `/event/${event}`,
};

interface Row {
  transferId: number;
  createdAt: string;
  reason: TransferReason;
  reference: string | null;
  name: string | null;
  amount: number;
  balanceAfter: number;
}

/**
 * The member's statement of coins (or, `kind` `member_hearts`, of hearts), read from the ledger: every entry of
 * their account, newest first, with the running balance after it (so the newest line's balance is the account's
 * balance), and what it paid for.
 */
export async function memberStatement(
  db: Queryable,
  memberId: string,
  page: Page | undefined,
  kind: 'member' | 'member_hearts' = 'member',
): Promise<{ items: StatementRow[]; total: number }> {
  const { rows } = await db.query<Row & { total: number }>(
    `WITH lines AS (
       SELECT e.id AS entry_id, e.transfer_id, e.amount, e.created_at, t.reason, t.reference,
              SUM(e.amount) OVER (ORDER BY e.id) AS balance_after, COUNT(*) OVER () AS total
       FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = $4 AND a.owner_id = $1
     )
     SELECT l.transfer_id AS "transferId", l.created_at AS "createdAt", l.reason, l.reference, l.amount,
            l.balance_after::bigint AS "balanceAfter", l.total::bigint AS total,
            COALESCE(o.package_title, p.title, c.title, ev.title, adj.reason_code, hm.title) AS name
     FROM lines l
     LEFT JOIN payment_orders o ON l.reason IN ('top_up', 'top_up_reversal') AND o.id = l.reference
     LEFT JOIN voting_projects p ON l.reason IN ('vote', 'vote_voided', 'heart_vote') AND p.id::text = l.reference
     LEFT JOIN campaigns c ON l.reason IN ('campaign_support', 'campaign_refund') AND c.id::text = l.reference
     LEFT JOIN coin_adjustments adj
       ON l.reason IN ('promotion_grant', 'promotion_deduction') AND adj.id::text = l.reference
     LEFT JOIN events ev ON l.reason IN ('event_ticket', 'event_refund') AND ev.id::text = l.reference
     LEFT JOIN heart_missions hm ON l.reason = 'heart_mission' AND hm.id::text = l.reference
     ORDER BY l.entry_id DESC
     LIMIT $2 OFFSET $3`,
    [memberId, ...limitAndOffset(page), kind],
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, name, ...row }) => ({
      ...row,
      description: DESCRIBE[row.reason](name ?? '', row.reference ?? ''),
      link: row.reference ? (LINK[row.reason]?.(row.reference) ?? null) : null,
    })),
  };
}
