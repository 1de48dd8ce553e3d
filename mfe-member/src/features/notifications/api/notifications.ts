import type { MemberNotification } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** One page of the fan's notifications, newest first. */
export async function getNotifications(page: number): Promise<Page<MemberNotification>> {
  const answer = await api.get('/client/notification', {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE, sortBy: 'timestamp', sortOrder: 'desc' },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}

export const markNotificationRead = (id: string) =>
  unwrap(api.put('/client/notification/:id/read', { params: { id } }));

export const markAllNotificationsRead = () => unwrap(api.post('/client/notification/read-all'));
