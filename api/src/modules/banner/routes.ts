import type { Banner } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/banner/:type'),
    handler: async ({ params }) => {
      const { rows } = await app.db.query<Banner>(
        'SELECT id AS "_id", image, title, link FROM banners WHERE type = $1 ORDER BY sort_order, created_at',
        [params.type],
      );
      return { status: true as const, data: rows };
    },
  });
};
