import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { contractRoute } from '../../http/contract-route';
import { listNotifications } from './repository';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/notification'),
    handler: async (request) => {
      const { items, total } = await listNotifications(app.db, request.memberId, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });
};
