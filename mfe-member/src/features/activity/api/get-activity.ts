import type { ActivityItem, ActivityKind } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

export const ACTIVITY_PAGE_SIZE = 10;

/** One page of the fan's votes, supports or event sign-ups. */
export async function getActivity(
  memberId: string,
  kind: ActivityKind,
  page: number,
): Promise<Page<ActivityItem>> {
  const answer = await api.get('/member/:userId/activity', {
    params: { userId: memberId },
    query: { page, limit: ACTIVITY_PAGE_SIZE, kind },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}
