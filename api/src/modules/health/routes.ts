import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/app-error';
import { bilingual } from '../../http/bilingual';
import { Envelope, responses } from '../../http/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Up, and the database answers',
        response: responses(Envelope(Type.Object({ database: Type.String(), kind: Type.String() })), 503),
      },
    },
    async (request) => {
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
  );
};
