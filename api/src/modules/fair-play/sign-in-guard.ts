import type { Queryable } from '../../db/database';

/** Failures older than this are forgotten: the next sign-in starts without a proof of work again. */
const FAILURE_MEMORY_MINUTES = 15;

/**
 * Counts failed sign-ins per account address (typed, existing or not, so the answer says nothing about which
 * accounts exist); past a few, signing in to that address asks for a proof of work too (docs/fair-play.md).
 */
export function createSignInGuard(db: Queryable, failuresBeforeChallenge: number) {
  const keyOf = (email: string) => email.trim().toLowerCase();
  return {
    async needsChallenge(email: string): Promise<boolean> {
      const { rows } = await db.query<{ failures: number }>(
        `SELECT failures FROM sign_in_failures
         WHERE email_key = $1 AND last_failed_at > now() - make_interval(mins => $2)`,
        [keyOf(email), FAILURE_MEMORY_MINUTES],
      );
      return (rows[0]?.failures ?? 0) >= failuresBeforeChallenge;
    },

    async failed(email: string): Promise<void> {
      await db.query(
        `INSERT INTO sign_in_failures AS f (email_key, failures, last_failed_at) VALUES ($1, 1, now())
         ON CONFLICT (email_key) DO UPDATE SET last_failed_at = now(),
           failures = CASE WHEN f.last_failed_at > now() - make_interval(mins => $2) THEN f.failures + 1 ELSE 1 END`,
        [keyOf(email), FAILURE_MEMORY_MINUTES],
      );
    },

    async succeeded(email: string): Promise<void> {
      await db.query('DELETE FROM sign_in_failures WHERE email_key = $1', [keyOf(email)]);
    },

    async forgetOld(): Promise<void> {
      await db.query(
        'DELETE FROM sign_in_failures WHERE last_failed_at < now() - make_interval(mins => $1)',
        [FAILURE_MEMORY_MINUTES],
      );
    },
  };
}
