import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../http/contract-route';
import type { DevelopmentOutbox } from './mailer';

/** Development without SMTP only: the mail an address was sent (the e2e suite reads reset codes here). */
export const developmentOutboxRoutes =
  (outbox: DevelopmentOutbox): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...contractRoute(app, 'GET /dev/outbox'),
      handler: async ({ query }) => ({ status: true as const, data: await outbox.to(query.to) }),
    });
  };
