import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { contractRoute } from '../../http/contract-route';
import { listNews } from './repository';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/news'),
    handler: async ({ query }) => {
      const { items, total } = await listNews(app.publicReads, { scheduled: false }, query);
      return { status: true as const, data: items, meta: pageMeta(query, total) };
    },
  });
};
