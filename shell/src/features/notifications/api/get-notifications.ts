import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

export interface MemberNotification {
  _id: string;
  title: string;
  status: string;
  timestamp: string;
  content: string;
}

/** SPEC.md section 7: page 1, the 5 newest. */
export const getLatestNotifications = () =>
  unwrap(
    api.json.get<Envelope<MemberNotification[]>>('/client/notification', {
      params: { page: 1, limit: 5, sortBy: 'timestamp', sortOrder: 'desc' },
    }),
  );
