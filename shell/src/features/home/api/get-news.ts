import { api, unwrap } from '@fanhub/shared-auth';

/** The newest news first (the API's default order). */
export const getNews = (limit: number) => unwrap(api.get('/client/news', { query: { limit } }));
