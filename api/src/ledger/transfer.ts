import type { Database, Queryable } from '../db/database';
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
   * zero: it is not locked, and the credit waits in `ledger_pending_credits` until the folder adds it to the
   * balance (totals read `ledger_account_totals`, which include it). A rush of fans paying one project then
   * never queues on that project's row.
   */
  creditLater?: boolean;
}

export interface TransferReceipt {
  transferId: number;
  fromBalance: number;
  /** Unknown when the credit waits for the folder. */
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
 * The only code that moves coins, through the database's `ledger_transfer` (migration 006) in one round trip.
 * Must run inside a transaction (`tx`); use `transferNow` otherwise. Locks the accounts in id order (so two
 * transfers never wait on each other in a cycle), refuses to take any account but the mint below zero, writes
 * the transfer and its two entries and updates the cached balances.
 */
export function transfer(tx: Queryable, input: TransferInput): Promise<TransferReceipt> {
  if (input.fromAccountId === input.toAccountId) {
    throw new AppError(
      422,
      'SAME_ACCOUNT',
      bilingual('Akun asal dan tujuan sama', 'Source and target are the same'),
    );
  }
  return moveCoins(
    tx,
    { from: '$1::bigint', to: '$2::bigint', params: [input.fromAccountId, input.toAccountId] },
    input,
  );
}

/**
 * SQL expressions naming the two accounts, with their parameters ($1, $2, …): account ids, or
 * `ledger_account(kind, owner)` to open an account in the same round trip.
 */
export interface AccountsSql {
  from: string;
  to: string;
  params: unknown[];
}

type Movement = Omit<TransferInput, 'fromAccountId' | 'toAccountId'>;

/** One call of `ledger_transfer` between the accounts `accounts` names; `transfer` and `spendCoins` use it. */
export async function moveCoins(
  tx: Queryable,
  accounts: AccountsSql,
  input: Movement,
): Promise<TransferReceipt> {
  const { amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_TRANSFER_COINS) {
    throw errors.badRequest(
      'INVALID_AMOUNT',
      bilingual('Jumlah koin harus bilangan bulat positif', 'Coin amount must be a positive whole number'),
    );
  }
  const n = accounts.params.length;
  const placeholders = Array.from({ length: 6 }, (_, i) => `$${n + i + 1}`).join(', ');
  const { rows } = await tx
    .query<TransferReceipt>(
      `SELECT transfer_id AS "transferId", from_balance AS "fromBalance",
              to_balance AS "toBalance", replayed
       FROM ledger_transfer(${accounts.from}, ${accounts.to}, ${placeholders})`,
      [
        ...accounts.params,
        amount,
        input.reason,
        input.reference ?? null,
        input.idempotencyKey ?? null,
        SPEND_REASONS.includes(input.reason),
        input.creditLater ?? false,
      ],
    )
    .catch(refusal);
  const receipt = rows[0]!;
  return { ...receipt, toBalance: receipt.toBalance ?? undefined };
}

/** The database's refusals ('FANHUB:<CODE>') as the API's bilingual errors; anything else as it is. */
function refusal(error: unknown): never {
  const code = error instanceof Error ? /^FANHUB:(\w+)$/.exec(error.message)?.[1] : undefined;
  if (code === 'INSUFFICIENT_COINS') throw errors.insufficientCoins();
  if (code === 'ACCOUNT_ON_HOLD') throw errors.accountOnHold();
  if (code === 'IDEMPOTENCY_KEY_REUSED') {
    throw errors.conflict(
      'IDEMPOTENCY_KEY_REUSED',
      bilingual(
        'Kunci idempotensi sudah dipakai untuk transfer lain',
        'Idempotency key already used for another transfer',
      ),
    );
  }
  throw error;
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
