import { randomBytes } from 'node:crypto';
import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { accountBalance } from '../../ledger/accounts';
import { findOrder, insertOrder, updateOrder } from '../../payments/orders';
import { PaymentProviderError } from '../../payments/provider';
import { findMemberById } from '../member/repository';
import { findPackage, listPackages } from './repository';

/** Unique, and within Midtrans' order_id rules (letters, digits, dash; at most 50 characters). */
const newOrderId = () => `FH-${Date.now()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/pricing'),
    handler: async () => ({ status: true as const, data: await listPackages(app.publicReads) }),
  });

  app.route({
    ...contractRoute(app, 'GET /client/pricing/payment-script'),
    handler: async () => ({
      status: true as const,
      data: { snapJSUrl: app.payments.snapJsUrl, clientKey: app.payments.clientKey },
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /client/pricing/create-payment-token/:packageId'),
    handler: async (request) => {
      const pack = await findPackage(app.db, request.params.packageId);
      if (!pack) throw errors.notFound({ id: 'Paket', en: 'Package' });
      const member = (await findMemberById(app.db, request.memberId))!;
      const orderId = newOrderId();
      await insertOrder(app.db, {
        id: orderId,
        memberId: member._id,
        packageId: pack._id,
        packageTitle: pack.title,
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
  });

  app.route({
    ...contractRoute(app, 'GET /client/pricing/order/:orderId'),
    handler: async (request) => {
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
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          balance: await accountBalance(app.db, 'member', request.memberId),
        },
      };
    },
  });
};
