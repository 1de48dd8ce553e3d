import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { memberStatement } from '../member-area/statement';
import { findMemberAccount, listHeldAccounts, releaseHeldAccount } from '../operations/repository';
import { findStudioOrder, listStudioOrders } from './orders';
import { finishRefund, requestRefund } from './refunds';
import { findTransfer } from './transfers';
import { rowExists } from '../../db/rows';

const ORDER = { id: 'Pesanan', en: 'Order' };

/**
 * The studio's money, for finding things and giving money back: orders with their provider history and refunds,
 * a fan's statement, a transfer with its seal, held accounts and their release. Every change is audited.
 */
export const financeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/orders'),
    handler: async (request) => {
      const { q, status, memberId, ...page } = request.query;
      const { items, total } = await listStudioOrders(db, { q, status, memberId }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/orders/:orderId'),
    handler: async (request) => {
      const order = await findStudioOrder(db, request.params.orderId);
      if (!order) throw errors.notFound(ORDER);
      return { status: true as const, data: order };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/orders/:orderId/refunds'),
    handler: async (request, reply) => {
      const { orderId } = request.params;
      const { refundId, created } = await requestRefund(db, actorOf(request), {
        orderId,
        amount: request.body.amount,
        reason: request.body.reason,
        requestKey: request.headers['idempotency-key'],
      });
      // A retried request finds its refund: finished, or in the hands of the attempt that holds its lease.
      if (created) await finishRefund(db, app.payments, refundId, request.log);
      reply.code(201);
      return { status: true as const, data: (await findStudioOrder(db, orderId))! };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/fans/:memberId/statement'),
    handler: async (request) => {
      const { memberId } = request.params;
      if (!(await rowExists(db, 'members', memberId))) throw errors.notFound({ id: 'Fan', en: 'Fan' });
      const { items, total } = await memberStatement(db, memberId, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/transfers/:transferId'),
    handler: async (request) => {
      const found = await findTransfer(db, request.params.transferId);
      if (!found) throw errors.notFound({ id: 'Transfer', en: 'Transfer' });
      return { status: true as const, data: found };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/held-accounts'),
    handler: async () => ({ status: true as const, data: await listHeldAccounts(db) }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/held-accounts/:memberId/release'),
    handler: async (request) => {
      const { memberId } = request.params;
      const released = await db.transaction(async (tx) => {
        const before = await findMemberAccount(tx, memberId);
        if (!before || !(await releaseHeldAccount(tx, memberId))) return undefined;
        const after = (await findMemberAccount(tx, memberId))!;
        await recordAudit(tx, actorOf(request), {
          action: 'release hold',
          recordType: 'fan',
          recordId: memberId,
          before,
          after,
        });
        return after;
      });
      if (!released) throw errors.notFound({ id: 'Akun yang ditahan', en: 'Held account' });
      return {
        status: true as const,
        message: bilingual('Penahanan dicabut', 'Hold released'),
        data: released,
      };
    },
  });
};
