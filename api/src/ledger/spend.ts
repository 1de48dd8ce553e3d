import type { Queryable } from '../db/database';
import type { AccountKind, TransferReason } from './reasons';
import { moveCoins, type TransferReceipt } from './transfer';

/**
 * A member pays coins to a project, campaign or event account, inside the caller's transaction, in one round
 * trip (both accounts opened if new). The target's credit waits for the folder; totals include it at once.
 */
export function spendCoins(
  tx: Queryable,
  spend: {
    memberId: string;
    to: { kind: Exclude<AccountKind, 'member' | 'mint'>; ownerId: string };
    amount: number;
    reason: TransferReason;
  },
): Promise<TransferReceipt> {
  return moveCoins(
    tx,
    {
      from: "ledger_account('member', $1)",
      to: 'ledger_account($2, $3)',
      params: [spend.memberId, spend.to.kind, spend.to.ownerId],
    },
    { amount: spend.amount, reason: spend.reason, reference: spend.to.ownerId, creditLater: true },
  );
}
