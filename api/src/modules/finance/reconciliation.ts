import type { ReconciliationDay, ReconciliationRow } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** The day in Jakarta a timestamp falls on. */
const dayOf = (column: string) => `(${column} AT TIME ZONE 'Asia/Jakarta')::date`;
const IN_RANGE = (column: string) => `${dayOf(column)} BETWEEN $1::date AND $2::date`;

interface Check {
  id: string;
  en: string;
  /** Coins by the records, by day. */
  records: string;
  /** Coins by the ledger, by day. */
  ledger: string;
  /** What differs, named, by day. */
  detail: string;
}

/** A spend section: its records' own transfers against every transfer of its reason. */
const spendCheck = (id: string, en: string, table: string, reason: string): Check => ({
  id,
  en,
  records: `SELECT ${dayOf('t.created_at')} AS day, SUM(t.amount) AS coins
            FROM ${table} r JOIN ledger_transfers t ON t.id = r.transfer_id
            WHERE ${IN_RANGE('t.created_at')} GROUP BY 1`,
  ledger: `SELECT ${dayOf('created_at')} AS day, SUM(amount) AS coins FROM ledger_transfers
           WHERE reason = '${reason}' AND ${IN_RANGE('created_at')} GROUP BY 1`,
  detail: `SELECT ${dayOf('t.created_at')} AS day, 'transfer ' || t.id || ': ${reason}, no record in ${table}' AS what
           FROM ledger_transfers t WHERE t.reason = '${reason}' AND ${IN_RANGE('t.created_at')}
             AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.transfer_id = t.id)`,
});

/** Spends handed back by a reversing transfer (`reason`), which their row names in `reversedBy`. */
const reversalCheck = (check: {
  id: string;
  en: string;
  table: string;
  reversedBy: string;
  reason: string;
  unmarked: string;
}): Check => ({
  id: check.id,
  en: check.en,
  records: `SELECT ${dayOf('r.created_at')} AS day, SUM(t.amount) AS coins FROM ${check.table} s
            JOIN ledger_transfers t ON t.id = s.transfer_id JOIN ledger_transfers r ON r.id = s.${check.reversedBy}
            WHERE ${IN_RANGE('r.created_at')} GROUP BY 1`,
  ledger: `SELECT ${dayOf('created_at')} AS day, SUM(amount) AS coins FROM ledger_transfers
           WHERE reason = '${check.reason}' AND ${IN_RANGE('created_at')} GROUP BY 1`,
  detail: `SELECT ${dayOf('t.created_at')} AS day, 'transfer ' || t.id || ': ${check.unmarked}'
           FROM ledger_transfers t WHERE t.reason = '${check.reason}' AND ${IN_RANGE('t.created_at')}
             AND NOT EXISTS (SELECT 1 FROM ${check.table} s WHERE s.${check.reversedBy} = t.id)`,
});

/**
 * What each day is checked for: what the records say moved (orders paid, refunds, spends, adjustments, payouts,
 * all-or-nothing returns) against the ledger's transfers of that kind on the same Jakarta day.
 */
const CHECKS: Check[] = [
  {
    id: 'Koin terjual (pesanan dibayar) vs kredit top up',
    en: 'Coins sold (orders paid) vs top-up credits',
    records: `SELECT ${dayOf('paid_at')} AS day, SUM(coins) AS coins FROM payment_orders
              WHERE paid_at IS NOT NULL AND ${IN_RANGE('paid_at')} GROUP BY 1`,
    ledger: `SELECT ${dayOf('created_at')} AS day, SUM(amount) AS coins FROM ledger_transfers
             WHERE reason = 'top_up' AND ${IN_RANGE('created_at')} GROUP BY 1`,
    detail: `SELECT ${dayOf('o.paid_at')} AS day, o.id || ': paid, no top-up credit' AS what FROM payment_orders o
             WHERE o.paid_at IS NOT NULL AND ${IN_RANGE('o.paid_at')}
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reason = 'top_up' AND t.reference = o.id)
             UNION ALL
             SELECT ${dayOf('t.created_at')}, 'transfer ' || t.id || ': top-up credit of ' || COALESCE(t.reference, '?')
                    || ', no order paid that day'
             FROM ledger_transfers t WHERE t.reason = 'top_up' AND ${IN_RANGE('t.created_at')}
               AND NOT EXISTS (SELECT 1 FROM payment_orders o WHERE o.id = t.reference
                               AND ${dayOf('o.paid_at')} = ${dayOf('t.created_at')})`,
  },
  {
    id: 'Refund & chargeback vs pembalikan (koin ditarik dan kekurangannya)',
    en: 'Refunds and chargebacks vs reversals (coins taken back and shortfalls)',
    // Owed: a studio refund's coins; a provider's refund or chargeback, the order's coins.
    records: `SELECT day, SUM(coins) AS coins FROM (
                SELECT ${dayOf('completed_at')} AS day, coins FROM order_refunds
                WHERE status = 'completed' AND ${IN_RANGE('completed_at')}
                UNION ALL
                SELECT ${dayOf('t.created_at')}, o.coins FROM payment_orders o
                JOIN ledger_transfers t ON t.id = o.reversal_transfer_id
                WHERE NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id)
                  AND ${IN_RANGE('t.created_at')}) owed GROUP BY 1`,
    ledger: `SELECT day, SUM(coins) AS coins FROM (
               SELECT ${dayOf('created_at')} AS day, amount AS coins FROM ledger_transfers
               WHERE reason = 'top_up_reversal' AND ${IN_RANGE('created_at')}
               UNION ALL
               SELECT ${dayOf('completed_at')}, shortfall FROM order_refunds
               WHERE status = 'completed' AND ${IN_RANGE('completed_at')}
               UNION ALL
               SELECT ${dayOf('t.created_at')}, o.reversal_shortfall FROM payment_orders o
               JOIN ledger_transfers t ON t.id = o.reversal_transfer_id
               WHERE NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id)
                 AND ${IN_RANGE('t.created_at')}) reversed GROUP BY 1`,
    detail: `SELECT ${dayOf('completed_at')} AS day, order_id || ': refund ' || id || ' completed, no reversal'
             FROM order_refunds r WHERE status = 'completed' AND coins > shortfall AND ${IN_RANGE('completed_at')}
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'refund:' || r.id)`,
  },
  spendCheck('Fans Pick: vote vs transfer', 'Fans Pick: votes vs transfers', 'votes', 'vote'),
  spendCheck(
    'Fan Funding: dukungan vs transfer',
    'Fan Funding: supports vs transfers',
    'campaign_supports',
    'campaign_support',
  ),
  spendCheck(
    'Events: tiket vs transfer',
    'Events: tickets vs transfers',
    'every_event_sign_up',
    'event_ticket',
  ),
  {
    id: 'Promosi: penyesuaian disetujui vs transfer',
    en: 'Promotions: approved adjustments vs transfers',
    records: `SELECT ${dayOf('decided_at')} AS day,
                     SUM(CASE WHEN direction = 'grant' THEN coins ELSE -coins END) AS coins
              FROM coin_adjustments WHERE status = 'executed' AND ${IN_RANGE('decided_at')} GROUP BY 1`,
    ledger: `SELECT ${dayOf('created_at')} AS day,
                    SUM(CASE WHEN reason = 'promotion_grant' THEN amount ELSE -amount END) AS coins
             FROM ledger_transfers WHERE reason IN ('promotion_grant', 'promotion_deduction')
               AND ${IN_RANGE('created_at')} GROUP BY 1`,
    detail: `SELECT ${dayOf('decided_at')} AS day, 'adjustment ' || a.id || ': executed, no transfer'
             FROM coin_adjustments a WHERE status = 'executed' AND ${IN_RANGE('decided_at')}
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = a.transfer_id)`,
  },
  {
    id: 'Pembayaran kampanye vs transfer ke settled',
    en: 'Campaign payouts vs transfers to settled',
    records: `SELECT ${dayOf('paid_at')} AS day, SUM(coins) AS coins FROM campaign_payouts
              WHERE status = 'paid' AND ${IN_RANGE('paid_at')} GROUP BY 1`,
    ledger: `SELECT ${dayOf('created_at')} AS day, SUM(amount) AS coins FROM ledger_transfers
             WHERE reason = 'campaign_settlement' AND ${IN_RANGE('created_at')} GROUP BY 1`,
    detail: `SELECT ${dayOf('paid_at')} AS day, 'payout ' || p.id || ': paid, no transfer'
             FROM campaign_payouts p WHERE status = 'paid' AND ${IN_RANGE('paid_at')}
               AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = p.settlement_transfer_id)`,
  },
  reversalCheck({
    id: 'Semua atau tidak sama sekali: dukungan dikembalikan vs transfer',
    en: 'All or nothing: supports returned vs transfers',
    table: 'campaign_supports',
    reversedBy: 'refund_transfer_id',
    reason: 'campaign_refund',
    unmarked: 'campaign refund, no support returned',
  }),
  reversalCheck({
    id: 'Events: pendaftaran dibatalkan vs transfer',
    en: 'Events: cancelled sign-ups vs transfers',
    table: 'cancelled_event_sign_ups',
    reversedBy: 'refund_transfer_id',
    reason: 'event_refund',
    unmarked: 'event refund, no sign-up cancelled',
  }),
  reversalCheck({
    id: 'Fair play: vote dibatalkan vs transfer',
    en: 'Fair play: voided votes vs transfers',
    table: 'votes',
    reversedBy: 'void_transfer_id',
    reason: 'vote_voided',
    unmarked: 'vote voided, no vote marked',
  }),
  // Hearts are not money: their rows come last, in hearts, and no money row counts them.
  spendCheck(
    'Hati: absen harian vs transfer',
    'Hearts: daily check-ins vs transfers',
    'heart_check_ins',
    'heart_check_in',
  ),
  spendCheck(
    'Hati: misi vs transfer',
    'Hearts: missions vs transfers',
    'heart_mission_completions',
    'heart_mission',
  ),
  spendCheck('Hati: vote vs transfer', 'Hearts: votes vs transfers', 'heart_votes', 'heart_vote'),
];

/** The Jakarta days from `from` to `to` (YYYY-MM-DD), newest first. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${to}T00:00:00Z`); at >= Date.parse(`${from}T00:00:00Z`); at -= 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const byDay = async (db: Queryable, sql: string, range: [string, string]) =>
  new Map(
    (
      await db.query<{ day: string; coins: number }>(
        `SELECT day::text AS day, coins::bigint AS coins FROM (${sql}) q`,
        range,
      )
    ).rows.map((row) => [row.day, row.coins]),
  );

/**
 * The reconciliation of each Jakarta day from `from` to `to`: for every check, the coins by the records and by
 * the ledger, their difference, and what differs named (order ids, transfer ids). A day balances when every
 * difference is 0 and nothing is named.
 */
export async function reconcile(db: Queryable, from: string, to: string): Promise<ReconciliationDay[]> {
  const range: [string, string] = [from, to];
  const checks = await Promise.all(
    CHECKS.map(async (check) => {
      const [records, ledger, details] = await Promise.all([
        byDay(db, check.records, range),
        byDay(db, check.ledger, range),
        db.query<{ day: string; what: string }>(
          `SELECT day::text AS day, what FROM (${check.detail}) d(day, what) ORDER BY 2`,
          range,
        ),
      ]);
      return { check, records, ledger, details: details.rows };
    }),
  );
  return daysBetween(from, to).map((day) => {
    const rows: ReconciliationRow[] = checks.map(({ check, records, ledger, details }) => {
      const onRecords = records.get(day) ?? 0;
      const onLedger = ledger.get(day) ?? 0;
      return {
        check: `${check.id} / ${check.en}`,
        records: onRecords,
        ledger: onLedger,
        difference: onRecords - onLedger,
        detail: details.filter((detail) => detail.day === day).map((detail) => detail.what),
      };
    });
    return { _id: day, balanced: rows.every((row) => row.difference === 0 && row.detail.length === 0), rows };
  });
}
