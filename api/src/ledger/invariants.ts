import type { Queryable } from '../db/database';

/** Every way the ledger could be wrong, as readable sentences; empty when it is sound. */
export async function findLedgerViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = [];

  // Coins and hearts each sum to zero: neither is made from the other.
  const totals = await db.query<{ asset: string; sum: number }>(
    `SELECT a.asset, SUM(e.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY a.asset HAVING SUM(e.amount) <> 0`,
  );
  for (const row of totals.rows) violations.push(`${row.asset} entries sum to ${row.sum}, not 0`);

  const mixed = await db.query<{ id: number }>(
    `SELECT t.id FROM ledger_transfers t
     JOIN ledger_accounts f ON f.id = t.from_account_id JOIN ledger_accounts o ON o.id = t.to_account_id
     WHERE f.asset <> o.asset`,
  );
  for (const row of mixed.rows)
    violations.push(`transfer ${row.id} moves coins into hearts or hearts into coins`);

  // A fan's hearts account holds what their lots still hold, no more and no less.
  const unlotted = await db.query<{ id: number; balance: number; lots: number }>(
    `SELECT a.id, a.balance, COALESCE(SUM(l.remaining), 0)::bigint AS lots
     FROM ledger_accounts a LEFT JOIN heart_lots l ON l.member_id::text = a.owner_id
     WHERE a.kind = 'member_hearts' GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(l.remaining), 0)`,
  );
  for (const row of unlotted.rows)
    violations.push(`hearts account ${row.id} holds ${row.balance} but its lots hold ${row.lots}`);

  // Each transfer is exactly its two entries: its amount out of one account, into the other.
  const unmatched = await db.query<{ id: number }>(
    `SELECT t.id FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
     GROUP BY t.id, t.from_account_id, t.to_account_id, t.amount
     HAVING COUNT(e.id) <> 2
         OR COUNT(*) FILTER (WHERE e.account_id = t.from_account_id AND e.amount = -t.amount) <> 1
         OR COUNT(*) FILTER (WHERE e.account_id = t.to_account_id AND e.amount = t.amount) <> 1`,
  );
  for (const row of unmatched.rows) violations.push(`transfer ${row.id} is not its two entries`);

  // The ledger's references (kept by its functions, not by foreign keys: db/schema.sql).
  const dangling = await db.query<{ what: string; id: number }>(
    `SELECT 'entry' AS what, e.id FROM ledger_entries e
     WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)
        OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
     UNION ALL
     SELECT 'transfer', t.id FROM ledger_transfers t
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.from_account_id)
        OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.to_account_id)`,
  );
  for (const row of dangling.rows)
    violations.push(`${row.what} ${row.id} points at something that is not there`);

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
    `SELECT DISTINCT a.id FROM ledger_credit_stripes s JOIN ledger_accounts a ON a.id = s.account_id
     WHERE a.kind IN ('member', 'mint', 'member_hearts', 'heart_issuer') AND s.credits > 0`,
  );
  for (const row of pendingForMembers.rows) {
    violations.push(`account ${row.id} has a pending credit, but members and the mint are credited at once`);
  }

  const negative = await db.query<{ id: number; balance: number }>(
    "SELECT id, balance FROM ledger_accounts WHERE kind NOT IN ('mint', 'promotions', 'heart_issuer') AND balance < 0",
  );
  for (const row of negative.rows) violations.push(`account ${row.id} is below zero (${row.balance})`);

  return violations;
}
