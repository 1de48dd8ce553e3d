import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { ownMemberId } from '../../http/own-member';
import { findMemberById } from '../member/repository';
import { listNotifications } from '../notification/repository';
import { createAccountService } from './account';
import { memberActivity } from './activity';
import { memberOrders, memberReceipt } from './orders';
import { memberStatement } from './statement';

/** A member's own area: statement, purchases, activity, password, their data and deleting the account. */
export const memberAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const account = createAccountService(app);

  app.route({
    ...contractRoute(app, 'GET /member/:userId/statement'),
    handler: async (request) => {
      const { items, total } = await memberStatement(
        db,
        ownMemberId(request.params.userId, request.memberId),
        request.query,
      );
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/orders'),
    handler: async (request) => {
      const { items, total } = await memberOrders(
        db,
        ownMemberId(request.params.userId, request.memberId),
        request.query,
      );
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/orders/:orderId'),
    handler: async (request) => {
      const receipt = await memberReceipt(
        db,
        ownMemberId(request.params.userId, request.memberId),
        request.params.orderId,
      );
      // Someone else's order answers exactly like a missing one.
      if (!receipt) throw errors.notFound({ id: 'Pesanan', en: 'Order' });
      return { status: true as const, data: receipt };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/activity'),
    handler: async (request) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const { items, total } = await memberActivity(db, memberId, request.query.kind, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /member/:userId/password'),
    config: { rateLimit: app.config.profileRateLimit },
    handler: async (request) => ({
      status: true as const,
      message: bilingual(
        'Password berhasil diubah; sesi lain sudah keluar',
        'Password changed; your other sessions were signed out',
      ),
      data: await account.changePassword(ownMemberId(request.params.userId, request.memberId), request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/export'),
    handler: async (request, reply) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const all = undefined;
      const [statement, orders, votes, supports, signUps, notifications] = await Promise.all([
        memberStatement(db, memberId, all),
        memberOrders(db, memberId, all),
        memberActivity(db, memberId, 'votes', all),
        memberActivity(db, memberId, 'supports', all),
        memberActivity(db, memberId, 'sign-ups', all),
        listNotifications(db, memberId, all),
      ]);
      reply.header('content-disposition', 'attachment; filename="fanhub-data.json"');
      return {
        status: true as const,
        data: {
          exportedAt: new Date().toISOString(),
          profile: (await findMemberById(db, memberId))!,
          statement: statement.items,
          orders: orders.items,
          votes: votes.items,
          supports: supports.items,
          signUps: signUps.items,
          notifications: notifications.items,
        },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /member/:userId'),
    config: { rateLimit: app.config.profileRateLimit },
    handler: async (request) => {
      await account.deleteAccount(
        ownMemberId(request.params.userId, request.memberId),
        request.body.password,
      );
      return {
        status: true as const,
        message: bilingual('Akun kamu sudah dihapus', 'Your account has been deleted'),
      };
    },
  });
};
