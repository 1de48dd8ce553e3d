import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, errors } from '../../http/app-error';
import { bilingual } from '../../http/bilingual';
import { Envelope, IdParam, responses } from '../../http/schemas';
import { accountBalance } from '../../ledger/accounts';
import { findOrder, insertOrder, updateOrder } from '../../payments/orders';
import { PaymentProviderError } from '../../payments/provider';
import { findMemberById } from '../member/repository';
import { findPackage, listPackages } from './repository';

const PackageSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  coin: Type.Integer(),
  price: Type.Integer(),
});
const PaymentTokenSchema = Type.Object({
  orderId: Type.String(),
  snapToken: Type.String(),
  snapJSUrl: Type.String(),
  clientKey: Type.String(),
  redirectUrl: Type.String(),
});
const OrderSchema = Type.Object({
  orderId: Type.String(),
  status: Type.String({
    description: 'pending, challenge, paid, failed, denied, cancelled, expired or refunded',
  }),
  packageId: Type.String(),
  coins: Type.Integer(),
  grossAmount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  balance: Type.Integer({ description: "The member's coin balance now" }),
});

/** Unique, and within Midtrans' order_id rules (letters, digits, dash; at most 50 characters). */
const newOrderId = () => `FH-${Date.now()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/client/pricing',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Coin top-up packages',
        response: responses(Envelope(Type.Array(PackageSchema))),
      },
    },
    async () => ({ status: true as const, data: await listPackages(app.db) }),
  );

  app.get(
    '/client/pricing/create-payment-token/:packageId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['pricing'],
        summary: 'Create a pending order for a package and open a payment for it',
        security,
        params: IdParam('packageId'),
        response: responses(Envelope(PaymentTokenSchema), 401, 404, 502),
      },
    },
    async (request) => {
      const pack = await findPackage(app.db, request.params.packageId);
      if (!pack) throw errors.notFound({ id: 'Paket', en: 'Package' });
      const member = (await findMemberById(app.db, request.memberId))!;
      const orderId = newOrderId();
      await insertOrder(app.db, {
        id: orderId,
        memberId: member._id,
        packageId: pack._id,
        coins: pack.coin,
        grossAmount: pack.price,
        provider: app.payments.name,
      });
      try {
        const session = await app.payments.createPayment({
          orderId,
          grossAmount: pack.price,
          item: { id: pack._id, name: pack.title },
          customer: { fullName: member.fullName, email: member.email, phone: member.phone },
        });
        await updateOrder(app.db, orderId, {
          snapToken: session.snapToken,
          redirectUrl: session.redirectUrl,
        });
        return {
          status: true as const,
          message: bilingual('Token pembayaran dibuat', 'Payment token created'),
          data: {
            orderId,
            snapToken: session.snapToken,
            snapJSUrl: app.payments.snapJsUrl,
            clientKey: app.payments.clientKey,
            redirectUrl: session.redirectUrl,
          },
        };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error({ orderId, reason: error.message }, 'payment provider refused');
        await updateOrder(app.db, orderId, { status: 'failed' });
        throw new AppError(
          502,
          'PAYMENT_PROVIDER_ERROR',
          bilingual('Gagal membuat token pembayaran', 'Failed to create payment token'),
        );
      }
    },
  );

  app.get(
    '/client/pricing/order/:orderId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['pricing'],
        summary: "One of the signed-in member's orders, with their balance now",
        security,
        params: Type.Object({ orderId: Type.String({ maxLength: 64 }) }),
        response: responses(Envelope(OrderSchema), 401, 404),
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.orderId);
      // Someone else's order answers exactly like a missing one: its existence is not ours to reveal.
      if (!order || order.memberId !== request.memberId)
        throw errors.notFound({ id: 'Pesanan', en: 'Order' });
      return {
        status: true as const,
        data: {
          orderId: order.id,
          status: order.status,
          packageId: order.packageId,
          coins: order.coins,
          grossAmount: order.grossAmount,
          createdAt: order.createdAt.toISOString(),
          paidAt: order.paidAt?.toISOString() ?? null,
          balance: await accountBalance(app.db, 'member', request.memberId),
        },
      };
    },
  );
};
