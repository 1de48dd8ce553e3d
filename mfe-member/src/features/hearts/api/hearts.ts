import type { StatementRow } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';
import { STATEMENT_PAGE_SIZE } from '../../../components/statement-list';

const own = (memberId: string) => ({ params: { userId: memberId } });

/** What the fan can spend, what expires next, and where their check-in streak is. */
export const getHearts = (memberId: string) => unwrap(api.get('/member/:userId/hearts', own(memberId)));

/** Today's check-in; answers the hearts it gave and what the fan can spend after it. */
export const checkIn = (memberId: string) =>
  unwrap(api.post('/member/:userId/hearts/check-in', own(memberId)));

/** The missions open now, with what the fan did toward each today. */
export const getMissions = (memberId: string) =>
  unwrap(api.get('/member/:userId/hearts/missions', own(memberId)));

export const claimMission = (memberId: string, missionId: string) =>
  unwrap(
    api.post('/member/:userId/hearts/missions/:missionId/claim', {
      params: { userId: memberId, missionId },
    }),
  );

/** One page of the fan's hearts statement, newest first. */
export async function getHeartStatement(
  page: number,
  memberId: string,
): Promise<Page<StatementRow & { _id: string }>> {
  const answer = await api.get('/member/:userId/hearts/statement', {
    ...own(memberId),
    query: { page, limit: STATEMENT_PAGE_SIZE },
  });
  return {
    items: answer.data.map((row) => ({ ...row, _id: String(row.transferId) })),
    totalPages: answer.meta.totalPages,
  };
}
