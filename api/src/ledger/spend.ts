import { bilingual } from '@fanhub/contract';
import type { Queryable } from '../db/database';
import type { IdempotencyKey } from '../http/idempotency';
import { ledgerRefusal, type Refusals } from './refusals';

/**
 * The notification a vote or a support leaves the fan: a format() template of (coins, the Indonesian and the
 * English half of what it went to), so each half names it once (`naming_half`, migration 025).
 */
export const COINS_FOR_NOTE = bilingual('%1$s Koin untuk %2$s', '%1$s coins for %3$s');

export interface SpendAnswer<T> {
  answer: T;
  /** True when the request's key had already spent: the answer is the first one, and nothing moved now. */
  replayed: boolean;
}

/**
 * Runs one of the database's spend functions (`cast_vote`, `support_campaign`, `sign_up_for_event`,
 * db/schema.sql) in one statement: `args`, then the request's key and fingerprint. On the pool it is a transaction of its
 * own; in a caller's transaction (seeding) it joins it. Answers its row (the answer, whether it was replayed,
 * and what else the function answers); its refusals become `refusals`' bilingual errors.
 */
export async function spendInOneCall<Row extends SpendAnswer<unknown>>(
  db: Queryable,
  spendFunction: 'cast_vote' | 'cast_heart_vote' | 'support_campaign' | 'sign_up_for_event',
  args: unknown[],
  idempotencyKey: IdempotencyKey | undefined,
  refusals: Refusals,
): Promise<Row> {
  const params = [...args, idempotencyKey?.key ?? null, idempotencyKey?.fingerprint ?? null];
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await db
    .query<Row>(`SELECT * FROM ${spendFunction}(${placeholders})`, params)
    .catch((error: unknown) => ledgerRefusal(error, refusals));
  return rows[0]!;
}
