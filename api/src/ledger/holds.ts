import type { Queryable } from '../db/database';

/**
 * Puts a member's coin account on hold: it spends nothing until an operator releases it. Holding an account
 * already on hold keeps the first date and reason.
 */
export async function holdAccount(tx: Queryable, accountId: number, reason: string): Promise<void> {
  await tx.query(
    'UPDATE ledger_accounts SET held_since = COALESCE(held_since, now()), hold_reason = COALESCE(hold_reason, $2) WHERE id = $1',
    [accountId, reason],
  );
}

/** Releases a member's hold; answers whether there was one. */
export async function releaseHold(tx: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE ledger_accounts SET held_since = NULL, hold_reason = NULL
     WHERE kind = 'member' AND owner_id = $1 AND held_since IS NOT NULL RETURNING id`,
    [memberId],
  );
  return rows.length > 0;
}
