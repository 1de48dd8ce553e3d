import { api, unwrap, type Envelope } from '@fanhub/shared-auth';
import type { Category } from '../types';

/** SPEC.md section 7: page 1, limit 5, newest first. */
export const getCategories = () =>
  unwrap(
    api.json.get<Envelope<Category[]>>('/client/voting/categories', {
      params: { page: 1, limit: 5, sortBy: 'createdAt', sortOrder: 'desc' },
    }),
  );
