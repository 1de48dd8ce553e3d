import { MIDTRANS_TRANSACTION_STATUSES } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../http/app-error';
import { contractRoute } from '../http/contract-route';
import { applyPaymentNotification } from './payment-notification';

/** The statuses counted by name; anything else a notification says is counted as `other`. */
const TRANSACTION_STATUSES = new Set<string>(MIDTRANS_TRANSACTION_STATUSES);

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { paymentNotifications, coinsSold } = app.metrics;
  const provider = app.payments.name;

  app.route({
    ...contractRoute(app, 'POST /payments/notification'),
    handler: async (request) => {
      const said = request.body.transaction_status;
      const counted = { provider, transaction_status: TRANSACTION_STATUSES.has(said) ? said : 'other' };
      try {
        const { coinsCredited, ...applied } = await applyPaymentNotification(
          app.db,
          app.payments,
          request.body,
          request.log,
        );
        paymentNotifications.inc({ ...counted, outcome: applied.outcome.replaceAll(' ', '_'), code: '' });
        if (coinsCredited > 0) coinsSold.inc({ provider }, coinsCredited);
        return { status: true as const, data: applied };
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
        paymentNotifications.inc({ ...counted, outcome: 'refused', code });
        throw error;
      }
    },
  });
};
