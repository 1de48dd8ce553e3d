import { api, type Envelope } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';
import type { VotingCard } from '../types';

/** SPEC.md section 7: the votings of a category, 3 a page, newest first. */
export const VOTINGS_PER_PAGE = 3;

export async function getVotings(page: number, categoryId: string): Promise<Page<VotingCard>> {
  const { data } = await api.json.get<Envelope<VotingCard[]>>(`/client/voting/${categoryId}`, {
    params: { page, limit: VOTINGS_PER_PAGE, sortBy: 'createdAt', sortOrder: 'desc' },
  });
  return { items: data.data, totalPages: data.meta?.totalPages ?? 1 };
}
