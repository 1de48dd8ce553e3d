import type { News } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countRows, direction, offset, pageMeta } from '../../db/paging';
import { contractRoute } from '../../http/contract-route';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/news'),
    handler: async ({ query }) => {
      const { rows } = await app.db.query<News>(
        `SELECT id AS "_id", title, image, url, author, published_at AS date FROM news
         ORDER BY published_at ${direction(query)}, id LIMIT $1 OFFSET $2`,
        [query.limit, offset(query)],
      );
      return {
        status: true as const,
        data: rows,
        meta: pageMeta(query, await countRows(app.db, 'FROM news')),
      };
    },
  });
};
