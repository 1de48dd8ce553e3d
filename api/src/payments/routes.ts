import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../http/contract-route';
import { applyPaymentNotification } from './payment-notification';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'POST /payments/notification'),
    handler: async (request) => ({
      status: true as const,
      data: await applyPaymentNotification(app.db, app.payments, request.body, request.log),
    }),
  });
};
