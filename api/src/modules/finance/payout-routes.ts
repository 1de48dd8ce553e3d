import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { changePayout, findPayout, listPayouts, PAYOUT, requestPayout, stepPayout } from './payouts';

/** Campaign payouts: requested, approved by a second finance person, sent to the bank, paid or failed. */
export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/payouts'),
    handler: async (request) => {
      const { status, campaignId, ...page } = request.query;
      const { items, total } = await listPayouts(db, { status, campaignId }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/payouts/:payoutId'),
    handler: async (request) => {
      const payout = await findPayout(db, request.params.payoutId);
      if (!payout) throw errors.notFound(PAYOUT);
      return { status: true as const, data: payout };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/payouts'),
    handler: async (request, reply) => {
      const payout = await requestPayout(db, config.payouts, actorOf(request), request.body);
      reply.code(201);
      return { status: true as const, data: payout };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/payouts/:payoutId'),
    handler: async (request) => ({
      status: true as const,
      data: await changePayout(db, actorOf(request), request.params.payoutId, request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/payouts/:payoutId/steps'),
    handler: async (request) => ({
      status: true as const,
      data: await stepPayout(
        db,
        { payouts: config.payouts, studioSecretKey: config.studio.secretKey },
        actorOf(request),
        request.params.payoutId,
        request.body,
      ),
    }),
  });
};
