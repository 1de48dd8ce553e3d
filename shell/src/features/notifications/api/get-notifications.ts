import { api, unwrap } from '@fanhub/shared-auth';

/** docs/product.md section 7: page 1, the 5 newest. */
export const getLatestNotifications = () =>
  unwrap(
    api.get('/client/notification', {
      query: { page: 1, limit: 5, sortBy: 'timestamp', sortOrder: 'desc' },
    }),
  );
