import { api } from '@fanhub/shared-auth';

/**
 * Gives `coins` to the campaign; answers the fan's new balance and the campaign's new totals. A retry with the
 * same `idempotencyKey` answers the first receipt and spends nothing more.
 */
export async function supportCampaign(
  campaignId: string,
  coins: number,
  message: string,
  idempotencyKey: string,
) {
  const answer = await api.post('/client/campaign/support', {
    body: { projectId: campaignId, coins, ...(message.trim() ? { message: message.trim() } : {}) },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return answer.data;
}
