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

/** Spends `hearts` on the project, closest to expiry first; answers the hearts the fan can still spend. */
export async function createHeartVote(projectId: string, hearts: number, idempotencyKey: string) {
  const answer = await api.post('/client/voting-project/create-heart-vote', {
    body: { projectId, hearts },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return answer.data;
}
