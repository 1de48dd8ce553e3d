import type { Queryable } from '../db/database';
import type { AccountKind } from './reasons';

/**
 * The account of `kind` owned by `ownerId`, opened with a zero balance the first time it is asked for.
 * Takes no lock on an existing account: every vote for one project asks for that project's account.
 */
export async function ensureAccount(db: Queryable, kind: AccountKind, ownerId: string): Promise<number> {
  // Two first spends at once: the second INSERT waits for the first and does nothing, and its SELECT (whose
  // snapshot predates that commit) finds nothing either; asked again, it finds the committed account.
  for (let attempt = 1; ; attempt += 1) {
    const { rows } = await db.query<{ id: number }>(
      `WITH opened AS (
         INSERT INTO ledger_accounts (kind, owner_id) VALUES ($1, $2) ON CONFLICT (kind, owner_id) DO NOTHING
         RETURNING id
       )
       SELECT id FROM opened UNION ALL SELECT id FROM ledger_accounts WHERE kind = $1 AND owner_id = $2`,
      [kind, ownerId],
    );
    if (rows[0]) return rows[0].id;
    if (attempt === 3) throw new Error(`ledger account ${kind} ${ownerId} could not be opened`);
  }
}

export async function mintAccountId(db: Queryable): Promise<number> {
  return ensureAccount(db, 'mint', 'system');
}

export async function accountBalance(db: Queryable, kind: AccountKind, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT balance FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
    [kind, ownerId],
  );
  return rows[0]?.balance ?? 0;
}
