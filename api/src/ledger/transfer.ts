import type { Database, Queryable } from '../db/database';
import { AppError, errors } from '../http/app-error';
import { bilingual } from '@fanhub/contract';
import { ledgerRefusal } from './refusals';
import { SPEND_REASONS, type AccountKind, type TransferReason } from './reasons';

/** The largest amount one transfer may move; far above any real purchase, far below float trouble. */
export const MAX_TRANSFER_COINS = 1_000_000_000;

export interface TransferInput {
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  reason: TransferReason;
  /** What the coins were for: an order id, a vote id, a campaign id. */
  reference?: string;
  /** The same key moves coins once, however often the request is retried. */
  idempotencyKey?: string;
}

export interface TransferReceipt {
  transferId: number;
  fromBalance: number;
  toBalance: number;
  /** True when the idempotency key had already moved these coins and nothing moved now. */
  replayed: boolean;
}

export interface LockedAccount {
  id: number;
  kind: AccountKind;
  balance: number;
  /** Set while an operator's hold keeps the account from spending. */
  heldSince: string | null;
}

/**
 * Moves coins between two accounts through the database's `ledger_transfer` (db/schema.sql) in one round trip.
 * Must run inside a transaction (`tx`); use `transferNow` otherwise. Locks the accounts in id order (so two
 * transfers never wait on each other in a cycle), refuses to take any account but the mint below zero, writes
 * the transfer and its two entries and updates the cached balances. A fan's spend goes through `ledger_spend`
 * instead, inside the spend functions `spend.ts` calls.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferReceipt> {
  if (input.fromAccountId === input.toAccountId) {
    throw new AppError(
      422,
      'SAME_ACCOUNT',
      bilingual('Akun asal dan tujuan sama', 'Source and target are the same'),
    );
  }
  checkAmount(input.amount);
  const { rows } = await tx
    .query<TransferReceipt>(
      `SELECT transfer_id AS "transferId", from_balance AS "fromBalance", to_balance AS "toBalance", replayed
       FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7)`,
      [
        input.fromAccountId,
        input.toAccountId,
        input.amount,
        input.reason,
        input.reference ?? null,
        input.idempotencyKey ?? null,
        SPEND_REASONS.includes(input.reason),
      ],
    )
    .catch((error: unknown) => ledgerRefusal(error));
  return rows[0]!;
}

/** Refuses anything but a positive whole number of coins the ledger can hold. */
export function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_TRANSFER_COINS) {
    throw errors.badRequest(
      'INVALID_AMOUNT',
      bilingual('Jumlah koin harus bilangan bulat positif', 'Coin amount must be a positive whole number'),
    );
  }
}

/**
 * Locks accounts for the rest of the transaction, always in id order so that two transactions never wait
 * on each other in a cycle. Call it before reading a balance you will act on.
 */
export async function lockAccounts(tx: Queryable, ids: number[]): Promise<Map<number, LockedAccount>> {
  const accounts = new Map<number, LockedAccount>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const { rows } = await tx.query<LockedAccount>(
      'SELECT id, kind, balance, held_since AS "heldSince" FROM ledger_accounts WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows[0]) throw new Error(`ledger account ${id} does not exist`);
    accounts.set(id, rows[0]);
  }
  return accounts;
}

/** `transfer` in a transaction of its own. */
export function transferNow(db: Database, input: TransferInput): Promise<TransferReceipt> {
  return db.transaction((tx) => transfer(tx, input));
}
