import type { Transaction } from '../db/database';
import { ensureAccount } from './accounts';
import type { AccountKind, TransferReason } from './reasons';
import { transfer, type TransferReceipt } from './transfer';

/**
 * A member pays coins to a project, campaign or event account, inside the caller's transaction. The target
 * is credited just before COMMIT, so totals read inside the transaction do not yet include this spend.
 */
export async function spendCoins(
  tx: Transaction,
  spend: {
    memberId: string;
    to: { kind: Exclude<AccountKind, 'member' | 'mint'>; ownerId: string };
    amount: number;
    reason: TransferReason;
  },
): Promise<TransferReceipt> {
  return transfer(tx, {
    fromAccountId: await ensureAccount(tx, 'member', spend.memberId),
    toAccountId: await ensureAccount(tx, spend.to.kind, spend.to.ownerId),
    amount: spend.amount,
    reason: spend.reason,
    reference: spend.to.ownerId,
    creditLast: true,
  });
}
