import type { Database, Queryable, Transaction } from '../db/database';
import { AppError, errors } from '../http/app-error';
import { bilingual } from '@fanhub/contract';
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
  /**
   * The credited account is only ever credited (a project, campaign or event), so it can never go below
   * zero: it is not locked first, and its balance is raised just before COMMIT. A rush of fans paying one
   * project then queues on that row for one statement, not for the whole spend.
   */
  creditLast?: boolean;
}

export interface TransferReceipt {
  transferId: number;
  fromBalance: number;
  /** Unknown until COMMIT when the credit comes last. */
  toBalance: number | undefined;
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
 * The only code that moves coins. Must run inside a transaction (`tx`); use `transferNow` otherwise.
 * Locks both accounts in id order (so two transfers never wait on each other in a cycle), refuses to take
 * any account but the mint below zero, writes the transfer and its two entries and updates the cached balances.
 */
export async function transfer(tx: Transaction, input: TransferInput): Promise<TransferReceipt> {
  const { fromAccountId, toAccountId, amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_TRANSFER_COINS) {
    throw errors.badRequest(
      'INVALID_AMOUNT',
      bilingual('Jumlah koin harus bilangan bulat positif', 'Coin amount must be a positive whole number'),
    );
  }
  if (fromAccountId === toAccountId) {
    throw new AppError(
      422,
      'SAME_ACCOUNT',
      bilingual('Akun asal dan tujuan sama', 'Source and target are the same'),
    );
  }

  const accounts = await lockAccounts(tx, input.creditLast ? [fromAccountId] : [fromAccountId, toAccountId]);
  const from = accounts.get(fromAccountId)!;

  if (input.idempotencyKey) {
    const replay = await findByIdempotencyKey(tx, input);
    if (replay)
      return { ...replay, fromBalance: from.balance, toBalance: accounts.get(toAccountId)?.balance };
  }
  if (from.heldSince && SPEND_REASONS.includes(input.reason)) throw errors.accountOnHold();
  if (from.kind !== 'mint' && from.balance < amount) throw errors.insufficientCoins();

  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [fromAccountId, toAccountId, amount, input.reason, input.reference ?? null, input.idempotencyKey ?? null],
  );
  const transferId = rows[0]!.id;
  await tx.query(
    'INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)',
    [transferId, fromAccountId, -amount, toAccountId, amount],
  );
  const fromBalance = await addToBalance(tx, fromAccountId, -amount);
  if (input.creditLast) {
    tx.beforeCommit(async () => void (await addToBalance(tx, toAccountId, amount)));
    return { transferId, fromBalance, toBalance: undefined, replayed: false };
  }
  const toBalance = await addToBalance(tx, toAccountId, amount);
  return { transferId, fromBalance, toBalance, replayed: false };
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

async function findByIdempotencyKey(tx: Queryable, input: TransferInput) {
  const { rows } = await tx.query<{
    id: number;
    from_account_id: number;
    to_account_id: number;
    amount: number;
  }>('SELECT id, from_account_id, to_account_id, amount FROM ledger_transfers WHERE idempotency_key = $1', [
    input.idempotencyKey,
  ]);
  const earlier = rows[0];
  if (!earlier) return undefined;
  const sameTransfer =
    earlier.from_account_id === input.fromAccountId &&
    earlier.to_account_id === input.toAccountId &&
    earlier.amount === input.amount;
  if (!sameTransfer) {
    throw errors.conflict(
      'IDEMPOTENCY_KEY_REUSED',
      bilingual(
        'Kunci idempotensi sudah dipakai untuk transfer lain',
        'Idempotency key already used for another transfer',
      ),
    );
  }
  return { transferId: earlier.id, replayed: true };
}

async function addToBalance(tx: Queryable, accountId: number, delta: number): Promise<number> {
  const { rows } = await tx.query<{ balance: number }>(
    'UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
    [accountId, delta],
  );
  return rows[0]!.balance;
}
