import { api } from '@fanhub/shared-auth';

/** Cancels the fan's sign-up (where the event allows it): the balance after, the event's new figures, what to say. */
export async function cancelSignUp(eventId: string) {
  const answer = await api.post('/client/event/:id/cancel-sign-up', { params: { id: eventId } });
  return { message: answer.message, ...answer.data };
}
