import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /health'),
    handler: async (request) => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(
          503,
          'DATABASE_UNAVAILABLE',
          bilingual('Basis data tidak tersedia', 'Database unavailable'),
        );
      }
      return { status: true as const, data: { database: 'ok', kind: app.db.kind } };
    },
  });
};
