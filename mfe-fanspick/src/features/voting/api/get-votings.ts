import type { VotingCard } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

/** docs/product.md section 7: the votings of a category, 3 a page. */
export const VOTINGS_PER_PAGE = 3;

type ListQuery = { status: 'all' | 'open'; sortBy: 'createdAt' | 'durationTime'; sortOrder: 'asc' | 'desc' };

async function votingsPage(page: number, categoryId: string, query: ListQuery): Promise<Page<VotingCard>> {
  const answer = await api.get('/client/voting/:categoryId', {
    params: { categoryId },
    query: { page, limit: VOTINGS_PER_PAGE, ...query },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}

/** Every voting of the category, newest first (`/fanspick`). */
export const getVotings = (page: number, categoryId: string) =>
  votingsPage(page, categoryId, { status: 'all', sortBy: 'createdAt', sortOrder: 'desc' });

/**
 * The home section: only votings still open, ending soonest first. Home cards always say Active, which is
 * true only of these.
 */
export const getOpenVotings = (page: number, categoryId: string) =>
  votingsPage(page, categoryId, { status: 'open', sortBy: 'durationTime', sortOrder: 'asc' });
