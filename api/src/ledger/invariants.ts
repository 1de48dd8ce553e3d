import type { Queryable } from '../db/database';

/** Every way the ledger could be wrong, as readable sentences; empty when it is sound. */
export async function findLedgerViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = [];

  const total = await db.query<{ sum: number }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS sum FROM ledger_entries',
  );
  if (total.rows[0]!.sum !== 0) violations.push(`entries sum to ${total.rows[0]!.sum}, not 0`);

  const unbalanced = await db.query<{ transfer_id: number; sum: number }>(
    `SELECT transfer_id, SUM(amount)::bigint AS sum FROM ledger_entries
     GROUP BY transfer_id HAVING SUM(amount) <> 0 OR COUNT(*) <> 2`,
  );
  for (const row of unbalanced.rows)
    violations.push(`transfer ${row.transfer_id} is not two entries summing to 0`);

  const drifted = await db.query<{ id: number; balance: number; entries: number }>(
    `SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS entries
     FROM ledger_account_totals a LEFT JOIN ledger_entries e ON e.account_id = a.id
     GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,
  );
  for (const row of drifted.rows) {
    violations.push(`account ${row.id} caches ${row.balance} but its entries sum to ${row.entries}`);
  }

  const miscounted = await db.query<{ id: number; credits: number; transfers: number }>(
    `SELECT a.id, a.credits, COUNT(t.id)::bigint AS transfers
     FROM ledger_account_totals a LEFT JOIN ledger_transfers t ON t.to_account_id = a.id
     GROUP BY a.id, a.credits HAVING a.credits <> COUNT(t.id)`,
  );
  for (const row of miscounted.rows) {
    violations.push(
      `account ${row.id} counts ${row.credits} credits but ${row.transfers} transfers credited it`,
    );
  }

  const pendingForMembers = await db.query<{ id: number }>(
    `SELECT DISTINCT a.id FROM ledger_pending_credits p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.kind IN ('member', 'mint')`,
  );
  for (const row of pendingForMembers.rows) {
    violations.push(`account ${row.id} has a pending credit, but members and the mint are credited at once`);
  }

  const negative = await db.query<{ id: number; balance: number }>(
    "SELECT id, balance FROM ledger_accounts WHERE kind <> 'mint' AND balance < 0",
  );
  for (const row of negative.rows) violations.push(`account ${row.id} is below zero (${row.balance})`);

  return violations;
}
