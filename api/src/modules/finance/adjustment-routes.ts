import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import {
  ADJUSTMENT,
  approveAdjustment,
  changeAdjustment,
  findAdjustment,
  listAdjustments,
  proposeAdjustment,
  rejectAdjustment,
} from './adjustments';

/** Coin adjustments under four eyes: one finance person proposes, another approves and the coins move. */
export const adjustmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/adjustments'),
    handler: async (request) => {
      const { status, memberId, ...page } = request.query;
      const { items, total } = await listAdjustments(db, { status, memberId }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/adjustments/:adjustmentId'),
    handler: async (request) => {
      const adjustment = await findAdjustment(db, request.params.adjustmentId);
      if (!adjustment) throw errors.notFound(ADJUSTMENT);
      return { status: true as const, data: adjustment };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/adjustments'),
    handler: async (request, reply) => {
      const proposed = await proposeAdjustment(db, actorOf(request), request.body);
      reply.code(201);
      return { status: true as const, data: proposed };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/adjustments/:adjustmentId'),
    handler: async (request) => ({
      status: true as const,
      data: await changeAdjustment(db, actorOf(request), request.params.adjustmentId, request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/adjustments/:adjustmentId/approve'),
    handler: async (request) => ({
      status: true as const,
      data: await approveAdjustment(db, actorOf(request), request.params.adjustmentId, request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/adjustments/:adjustmentId/reject'),
    handler: async (request) => ({
      status: true as const,
      data: await rejectAdjustment(db, actorOf(request), request.params.adjustmentId, request.body),
    }),
  });
};
