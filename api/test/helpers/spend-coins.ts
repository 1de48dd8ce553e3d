import type { Queryable } from '../../src/db/database';
import type { AccountKind, TransferReason } from '../../src/ledger/reasons';
import { ledgerRefusal } from '../../src/ledger/refusals';

/**
 * A member pays coins to a project, campaign or event account (opened the first time) through the database's
 * `ledger_spend` (db/schema.sql) alone: what the spend functions (`cast_vote` …) do with the coins, without the
 * vote, support or sign-up around it.
 */
export async function spendCoins(
  tx: Queryable,
  spend: {
    memberId: string;
    to: { kind: Exclude<AccountKind, 'member' | 'mint'>; ownerId: string };
    amount: number;
    reason: TransferReason;
  },
): Promise<{ transferId: number; fromBalance: number }> {
  const { rows } = await tx
    .query<{ transferId: number; fromBalance: number }>(
      'SELECT transfer_id AS "transferId", from_balance AS "fromBalance" FROM ledger_spend($1, $2, $3, $4, $5)',
      [spend.memberId, spend.to.kind, spend.to.ownerId, spend.amount, spend.reason],
    )
    .catch((error: unknown) => ledgerRefusal(error));
  return rows[0]!;
}
