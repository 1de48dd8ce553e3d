import { api } from '@fanhub/shared-auth';

/**
 * Spends `coins` on the project; answers the fan's new balance and the project's new totals. A retry with the
 * same `idempotencyKey` answers the first receipt and spends nothing more.
 */
export async function createVote(projectId: string, coins: number, message: string, idempotencyKey: string) {
  const answer = await api.post('/client/voting-project/create-vote', {
    body: { projectId, coins, ...(message.trim() ? { message: message.trim() } : {}) },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return answer.data;
}
