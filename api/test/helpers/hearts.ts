import type { Queryable } from '../../src/db/database';
import { HEART_REFUSALS } from '../../src/ledger/hearts';
import { ledgerRefusal } from '../../src/ledger/refusals';

// The ledger's hearts functions on their own (migration 029), as `spendCoins` is for coins: a grant as a check-in
// or a mission makes one, and a spend as a heart vote does, without the check-in or the vote around them.

/** Grants `amount` hearts expiring at `expiresAt`; a repeated `key` answers the first grant. */
export async function grantHearts(
  db: Queryable,
  grant: {
    memberId: string;
    amount: number;
    reason: 'heart_check_in' | 'heart_mission';
    reference: string;
    expiresAt: Date;
    key: string;
  },
): Promise<{ transferId: number; balance: number; replayed: boolean }> {
  const { rows } = await db.query<{ transfer_id: number; balance: number; replayed: boolean }>(
    'SELECT * FROM heart_grant($1, $2, $3, $4, $5, $6)',
    [grant.memberId, grant.amount, grant.reason, grant.reference, grant.expiresAt, grant.key],
  );
  const { transfer_id, balance, replayed } = rows[0]!;
  return { transferId: transfer_id, balance, replayed };
}

/** Spends a fan's hearts at `at` into a hearts account (a project's), the lots closest to expiry first. */
export async function spendHearts(
  db: Queryable,
  spend: {
    memberId: string;
    to: { kind: 'voting_project_hearts'; ownerId: string };
    amount: number;
    at: Date;
  },
): Promise<{ transferId: number; balance: number }> {
  const { rows } = await db
    .query<{ transfer_id: number; from_balance: number }>(
      'SELECT * FROM heart_spend($1, $2, $3, $4, $5, $6)',
      [spend.memberId, spend.to.kind, spend.to.ownerId, spend.amount, 'heart_vote', spend.at],
    )
    .catch((error: unknown) => ledgerRefusal(error, HEART_REFUSALS));
  return { transferId: rows[0]!.transfer_id, balance: rows[0]!.from_balance };
}
