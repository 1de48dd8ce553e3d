import { api, type Envelope } from '@fanhub/shared-auth';
import type { ProjectSummary } from '../../voting/types';

export interface VoteResult {
  voteId: string;
  balance: number;
  project: ProjectSummary;
}

/** Spends `coins` on the project; answers the fan's new balance and the project's new totals. */
export async function createVote(
  projectId: string,
  coins: number,
  message: string,
): Promise<{ message: string; result: VoteResult }> {
  const { data } = await api.json.post<Envelope<VoteResult>>('/client/voting-project/create-vote', {
    projectId,
    coins,
    ...(message.trim() ? { message: message.trim() } : {}),
  });
  return { message: data.message ?? '', result: data.data };
}
