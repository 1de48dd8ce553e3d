import { randomUUID } from 'node:crypto';
import { bilingual, type SandboxAction } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { findOrderBySnapToken } from '../orders';
import { notificationSignature } from '../signature';
import { sandboxPageSecurity, sandboxPaymentPage } from './payment-page';
import { sandboxSnapScript } from './snap-script';

/** What each button of the sandbox page makes the "bank" report, in Midtrans' terms. */
const ACTIONS: Record<SandboxAction, { event: string; transaction_status: string; status_code: string }> = {
  approve: { event: 'success', transaction_status: 'settlement', status_code: '200' },
  pending: { event: 'pending', transaction_status: 'pending', status_code: '201' },
  fail: { event: 'error', transaction_status: 'deny', status_code: '202' },
};

/** Only registered when PAYMENT_PROVIDER=sandbox. */
export const sandboxPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /payments/sandbox/snap.js'),
    handler: async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sandboxSnapScript(new URL(app.config.publicApiUrl).origin)),
  });

  app.route({
    ...contractRoute(app, 'GET /payments/sandbox/pay/:token'),
    config: { helmet: sandboxPageSecurity(app.config.corsOrigins) },
    handler: async (request, reply) => {
      const order = await findOrderBySnapToken(app.db, request.params.token);
      if (!order) throw errors.notFound({ id: 'Pembayaran', en: 'Payment' });
      return reply.type('text/html; charset=utf-8').send(sandboxPaymentPage(order));
    },
  });

  app.route({
    ...contractRoute(app, 'POST /payments/sandbox/pay/:token/:action'),
    handler: async (request) => {
      const order = await findOrderBySnapToken(app.db, request.params.token);
      if (!order) throw errors.notFound({ id: 'Pembayaran', en: 'Payment' });
      if (order.status !== 'pending') {
        throw errors.conflict(
          'ORDER_ALREADY_FINAL',
          bilingual('Pesanan ini sudah diproses', 'This order was already processed'),
        );
      }
      const action = ACTIONS[request.params.action];
      const fields = {
        order_id: order.id,
        status_code: action.status_code,
        gross_amount: `${order.grossAmount}.00`,
      };
      const notification = {
        ...fields,
        transaction_status: action.transaction_status,
        fraud_status: 'accept',
        transaction_id: randomUUID(),
        payment_type: 'sandbox',
        signature_key: notificationSignature(fields, app.payments.serverKey),
      };
      const delivered = await app.inject({
        method: 'POST',
        url: '/v1/payments/notification',
        payload: notification,
      });
      if (delivered.statusCode !== 200) throw new Error(`sandbox notification refused: ${delivered.body}`);
      return {
        status: true as const,
        data: {
          event: action.event,
          result: {
            status_code: action.status_code,
            transaction_status: action.transaction_status,
            order_id: order.id,
            gross_amount: fields.gross_amount,
            payment_type: 'sandbox',
          },
        },
      };
    },
  });
};
