import { api, unwrap } from '@fanhub/shared-auth';

/** docs/product.md section 7: page 1, limit 5, newest first. */
export const getCategories = () =>
  unwrap(
    api.get('/client/voting/categories', {
      query: { page: 1, limit: 5, sortBy: 'createdAt', sortOrder: 'desc' },
    }),
  );
