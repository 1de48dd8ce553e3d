import { bilingual } from '@fanhub/contract';
import { errors, type AppError } from '../http/app-error';

/** The SQLSTATE of a refusal raised by the database's spend functions (`fanhub_refuse`, migration 028). */
export const REFUSAL_SQLSTATE = 'FH001';

/** Each refusal of the database's spend functions, by its code, with the details it carries. */
export interface RefusalDetails {
  NOT_FOUND: Record<string, never>;
  INSUFFICIENT_COINS: Record<string, never>;
  ACCOUNT_ON_HOLD: Record<string, never>;
  EMAIL_NOT_CONFIRMED: Record<string, never>;
  IDEMPOTENCY_KEY_REUSED: Record<string, never>;
  REQUEST_KEY_REUSED: Record<string, never>;
  VOTING_ENDED: Record<string, never>;
  /** When the voting opens (ISO 8601, UTC). */
  VOTING_NOT_OPEN: { opensAt: string };
  ONE_PROJECT: Record<string, never>;
  /** The voting's coins per fan per day, what the fan has left today, when that resets (ISO 8601, UTC). */
  DAILY_CAP: { cap: number; left: number; resetsAt: string };
  /** The voting's coins per fan in all, and what the fan has left. */
  VOTING_CAP: { cap: number; left: number };
  CAMPAIGN_COMPLETED: Record<string, never>;
  EVENT_ENDED: Record<string, never>;
  /** The sign-up the event takes. */
  SIGN_UP_TYPE_MISMATCH: { expected: string };
  ALREADY_SIGNED_UP: Record<string, never>;
  SOLD_OUT: Record<string, never>;
  /** The ticket the API signed names a fan's name or an event's date that changed since. */
  TICKET_STALE: Record<string, never>;
  /** The hearts the fan can spend now. */
  INSUFFICIENT_HEARTS: { available: number };
  /** When the next check-in opens: the next Jakarta midnight (ISO 8601, UTC). */
  ALREADY_CHECKED_IN: { nextAt: string };
  /** The voting's rules take no coins, or no hearts. */
  COINS_NOT_TAKEN: Record<string, never>;
  HEARTS_NOT_TAKEN: Record<string, never>;
  /** When the mission can be claimed again: the next Jakarta midnight (ISO 8601, UTC). */
  MISSION_DONE_TODAY: { nextAt: string };
  MISSION_NOT_DONE: Record<string, never>;
  /** The hearts a fan can earn per Jakarta day. */
  DAILY_HEARTS_CAP: { cap: number };
}
export type RefusalCode = keyof RefusalDetails;

/** What each refusal of one spend becomes: its bilingual error, from the refusal's details. */
export type Refusals = { [Code in RefusalCode]?: (detail: RefusalDetails[Code]) => AppError };

/** The ledger's own refusals, the same for every spend. */
const LEDGER_REFUSALS: Refusals = {
  INSUFFICIENT_COINS: () => errors.insufficientCoins(),
  ACCOUNT_ON_HOLD: () => errors.accountOnHold(),
  EMAIL_NOT_CONFIRMED: () => errors.emailNotConfirmed(),
  IDEMPOTENCY_KEY_REUSED: () =>
    errors.conflict(
      'IDEMPOTENCY_KEY_REUSED',
      bilingual(
        'Kunci idempotensi sudah dipakai untuk transfer lain',
        'Idempotency key already used for another transfer',
      ),
    ),
  REQUEST_KEY_REUSED: () =>
    errors.conflict(
      'IDEMPOTENCY_KEY_REUSED',
      bilingual(
        'Idempotency-Key ini sudah dipakai untuk permintaan lain',
        'This Idempotency-Key was already used for another request',
      ),
    ),
};

/** A refusal as the database driver reports it: SQLSTATE FH001, the code as its message, the details as JSON. */
interface DatabaseRefusal {
  code: typeof REFUSAL_SQLSTATE;
  message: RefusalCode;
  detail?: string;
}

const isRefusal = (error: unknown): error is DatabaseRefusal =>
  error instanceof Error && (error as { code?: unknown }).code === REFUSAL_SQLSTATE;

/**
 * The database's refusal as the API's bilingual error: the ledger's own, then those of `refusals`. Any other error,
 * and a refusal the caller does not name, is thrown as it is.
 */
export function ledgerRefusal(error: unknown, refusals: Refusals = {}): never {
  if (isRefusal(error)) {
    const refuse = (LEDGER_REFUSALS[error.message] ?? refusals[error.message]) as
      ((detail: unknown) => AppError) | undefined;
    if (refuse) throw refuse(JSON.parse(error.detail || '{}'));
  }
  throw error;
}
