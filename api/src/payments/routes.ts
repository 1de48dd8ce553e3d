import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, responses } from '../http/schemas';
import { applyPaymentNotification } from './payment-notification';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** Midtrans' HTTP notification; fields we do not use are accepted and ignored. */
const NotificationBody = Type.Object({
  order_id: text(64),
  status_code: text(8),
  gross_amount: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' }),
  signature_key: text(256),
  transaction_status: text(32),
  fraud_status: Type.Optional(Type.String({ maxLength: 32 })),
});

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/payments/notification',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider notification (signed); credits or reverses coins',
        body: NotificationBody,
        response: responses(
          Envelope(Type.Object({ orderId: Type.String(), status: Type.String(), outcome: Type.String() })),
          403,
          404,
          422,
        ),
      },
    },
    async (request) => ({
      status: true as const,
      data: await applyPaymentNotification(app.db, app.payments.serverKey, request.body, request.log),
    }),
  );
};
