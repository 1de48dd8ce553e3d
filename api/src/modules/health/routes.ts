import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';

/** A database that has not answered by then counts as down: a load balancer must not wait on it. */
const HEALTH_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /health'),
    handler: async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
          HEALTH_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([app.db.query('SELECT 1'), timeout]);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(
          503,
          'DATABASE_UNAVAILABLE',
          bilingual('Basis data tidak tersedia', 'Database unavailable'),
        );
      } finally {
        clearTimeout(timer);
      }
      // Redis down is reported, not failed: the API serves on, its rate limits counting per replica meanwhile.
      return {
        status: true as const,
        data: { database: 'ok', kind: app.db.kind, redis: app.sharedCounters() },
      };
    },
  });
};
