import type { VotingCard } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

/** SPEC.md section 7: the votings of a category, 3 a page, newest first. */
export const VOTINGS_PER_PAGE = 3;

export async function getVotings(page: number, categoryId: string): Promise<Page<VotingCard>> {
  const answer = await api.get('/client/voting/:categoryId', {
    params: { categoryId },
    query: { page, limit: VOTINGS_PER_PAGE, sortBy: 'createdAt', sortOrder: 'desc' },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}
