import type { Queryable } from '../db/database';
import { ensureAccount, mintAccountId } from './accounts';
import { holdAccount } from './holds';
import { lockAccounts, transfer } from './transfer';

export interface TakenBack {
  /** The reversing transfer; undefined when the fan had no coins left to take. */
  transferId: number | undefined;
  taken: number;
  /** Coins the fan had already spent: not taken, and their account is held until someone settles it. */
  shortfall: number;
}

/**
 * Takes `coins` bought with an order back from the fan into the mint (a top-up reversal), once per
 * `idempotencyKey`. Coins already spent cannot be taken without the balance going below zero: what is left is
 * taken, the rest is the shortfall, and the account is held (`holdReason`) for a person to settle.
 */
export async function takeBackBoughtCoins(
  tx: Queryable,
  take: {
    memberId: string;
    coins: number;
    orderId: string;
    idempotencyKey: string;
    holdReason: (shortfall: number) => string;
  },
): Promise<TakenBack> {
  const mint = await mintAccountId(tx);
  const member = await ensureAccount(tx, 'member', take.memberId);
  const balance = (await lockAccounts(tx, [mint, member])).get(member)!.balance;
  const taken = Math.min(take.coins, balance);
  const receipt =
    taken > 0
      ? await transfer(tx, {
          fromAccountId: member,
          toAccountId: mint,
          amount: taken,
          reason: 'top_up_reversal',
          reference: take.orderId,
          idempotencyKey: take.idempotencyKey,
        })
      : undefined;
  const shortfall = take.coins - taken;
  if (shortfall > 0) await holdAccount(tx, member, take.holdReason(shortfall));
  return { transferId: receipt?.transferId, taken, shortfall };
}
