import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { bannersOfType } from './repository';

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/banner/:type'),
    handler: async ({ params }) => ({
      status: true as const,
      data: await bannersOfType(app.publicReads, params.type),
    }),
  });
};
