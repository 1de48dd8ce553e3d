import type { Queryable } from '../db/database';
import type { AccountKind } from './reasons';

/** The account of `kind` owned by `ownerId`, opened with a zero balance the first time, without a lock. */
export async function ensureAccount(db: Queryable, kind: AccountKind, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT ledger_account($1, $2) AS id', [kind, ownerId]);
  return rows[0]!.id;
}

export async function mintAccountId(db: Queryable): Promise<number> {
  return ensureAccount(db, 'mint', 'system');
}

export async function accountBalance(db: Queryable, kind: AccountKind, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT balance FROM ledger_account_totals WHERE kind = $1 AND owner_id = $2',
    [kind, ownerId],
  );
  return rows[0]?.balance ?? 0;
}
