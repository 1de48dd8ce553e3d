import type { SignUpType } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';

/**
 * Signs the fan up; answers the balance after it, the partner link and the event's new figures. A retried paid
 * sign-up with the same `idempotencyKey` answers the first receipt and takes no more coins.
 */
export async function signUpForEvent(eventId: string, type: SignUpType, idempotencyKey: string) {
  const answer = await api.post('/client/event/sign-up', {
    body: { eventId, type },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return { message: answer.message, ...answer.data };
}
