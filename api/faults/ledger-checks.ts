import type { Fan } from '@fanhub/testkit';
import type { Database } from '../src/db/database';
import { accountBalance } from '../src/ledger/accounts';
import { findLedgerViolations } from '../src/ledger/invariants';
import { findPaymentViolations } from '../src/payments/invariants';
import { SPENDS, succeeded, type Sent } from './load';

/** Each fan's coin balance now. */
export async function balancesOf(db: Database, fans: Fan[]): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (const fan of fans) balances.set(fan.id, await accountBalance(db, 'member', fan.id));
  return balances;
}

const sumOf = (sent: Sent[]) => sent.reduce((sum, request) => sum + request.coins, 0);

/**
 * Whether the ledger agrees with every answer the fans got, as sentences naming each disagreement:
 * every spend answered 2xx recorded exactly once and none refused recorded at all; every settled top-up
 * credited once; each fan's balance exactly what they started with, plus settled top-ups, minus successful
 * spends; and the ledger's own invariants (no negative member balance among them).
 */
export async function ledgerDisagreements(
  db: Database,
  sent: Sent[],
  fans: Fan[],
  startingBalances: Map<string, number>,
): Promise<string[]> {
  const problems = [...(await findLedgerViolations(db)), ...(await findPaymentViolations(db))];
  const spends = sent.filter((request) => SPENDS.includes(request.kind));
  const kept = await db.query<{ member_id: string; key: string }>(
    'SELECT member_id, key FROM idempotent_requests WHERE answer IS NOT NULL',
  );
  const keptKeys = new Set(kept.rows.map((row) => `${row.member_id} ${row.key}`));
  for (const request of spends) {
    const recorded = keptKeys.has(`${request.fan.id} ${request.key}`);
    const status = request.answers.at(-1)?.status;
    if (succeeded(request) && !recorded)
      problems.push(`${request.kind} ${request.key} answered ${status}, not recorded`);
    if (!succeeded(request) && recorded)
      problems.push(`${request.kind} ${request.key} answered ${status}, but recorded`);
  }

  const counts = await db.query<{ member_id: string; spends: number }>(
    `SELECT member_id, COUNT(*)::int AS spends FROM (
       SELECT member_id FROM votes UNION ALL SELECT member_id FROM campaign_supports
       UNION ALL SELECT member_id FROM event_sign_ups WHERE type = 'paid') s
     GROUP BY member_id`,
  );
  const recordedSpends = new Map(counts.rows.map((row) => [row.member_id, row.spends]));
  const balances = await balancesOf(db, fans);
  for (const fan of fans) {
    const mine = sent.filter((request) => request.fan.id === fan.id && succeeded(request));
    const mySpends = mine.filter((request) => SPENDS.includes(request.kind));
    const myTopUps = mine.filter((request) => request.kind === 'top-up');
    if ((recordedSpends.get(fan.id) ?? 0) !== mySpends.length) {
      problems.push(
        `${fan.email}: ${mySpends.length} spends answered 2xx, ${recordedSpends.get(fan.id) ?? 0} recorded`,
      );
    }
    const expected = startingBalances.get(fan.id)! + sumOf(myTopUps) - sumOf(mySpends);
    if (balances.get(fan.id) !== expected) {
      problems.push(`${fan.email}: balance ${balances.get(fan.id)}, expected ${expected} from the answers`);
    }
  }

  const topUps = sent.filter((request) => request.kind === 'top-up' && succeeded(request));
  const paid = await db.query<{ id: string }>("SELECT id FROM payment_orders WHERE status = 'paid'");
  const paidOrders = new Set(paid.rows.map((row) => row.id));
  for (const topUp of topUps) {
    if (!paidOrders.has(topUp.key))
      problems.push(`top-up ${topUp.key} answered 2xx, but its order is not paid`);
  }
  return problems;
}

/** The coins the ledger moved after transfer `afterId`: what the load and the fault's own requests did. */
export async function coinsMovedAfter(db: Database, afterId: number): Promise<number> {
  const { rows } = await db.query<{ coins: number }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS coins FROM ledger_transfers WHERE id > $1',
    [afterId],
  );
  return rows[0]!.coins;
}

/** The newest transfer's id, to count what moves from now on. */
export async function lastTransferId(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT COALESCE(MAX(id), 0)::bigint AS id FROM ledger_transfers',
  );
  return rows[0]!.id;
}
