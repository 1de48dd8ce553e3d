import { useMemo, useState } from 'react';

/**
 * A fresh Idempotency-Key for one spend (a vote, a support, a paid sign-up). Sent again with a retry of the
 * same spend, the API answers the first receipt instead of moving the coins twice.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * The key of the spend a fan is about to make: the same while its inputs stay the same (a retry after a lost
 * answer is the same spend), a new one when they change or after the spend went through (`renew`).
 */
export function useIdempotencyKey(spend: readonly unknown[]): { key: string; renew: () => void } {
  const [round, setRound] = useState(0);
  // The spend's inputs are the dependencies: a new key when any of them changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const key = useMemo(() => newIdempotencyKey(), [round, ...spend]);
  return { key, renew: () => setRound((value) => value + 1) };
}
