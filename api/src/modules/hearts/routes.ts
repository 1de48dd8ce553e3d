import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { ownMemberId } from '../../http/own-member';
import { pageMeta } from '../../db/paging';
import { checkIn, heartsAvailable, heartsSummary } from '../../ledger/hearts';
import { memberStatement } from '../member-area/statement';
import { claimMission, missionsOf } from './missions';

/** A fan's hearts (docs/product.md): what they hold, and the daily check-in and missions that earn them. */
export const heartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /member/:userId/hearts'),
    handler: async (request) => ({
      status: true as const,
      data: await heartsSummary(db, ownMemberId(request.params.userId, request.memberId), new Date()),
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/hearts/statement'),
    handler: async (request) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const { items, total } = await memberStatement(db, memberId, request.query, 'member_hearts');
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /member/:userId/hearts/check-in'),
    handler: async (request) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const at = new Date();
      const { day, streak, hearts } = await checkIn(db, memberId, at);
      return {
        status: true as const,
        data: { day, streak, hearts, available: await heartsAvailable(db, memberId, at) },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /member/:userId/hearts/missions'),
    handler: async (request) => ({
      status: true as const,
      data: await missionsOf(db, ownMemberId(request.params.userId, request.memberId), new Date()),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /member/:userId/hearts/missions/:missionId/claim'),
    handler: async (request) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const { missionId } = request.params;
      const at = new Date();
      const { claimed, hearts } = await claimMission(db, memberId, missionId, at);
      return {
        status: true as const,
        data: {
          missionId,
          claimedToday: claimed,
          hearts,
          available: await heartsAvailable(db, memberId, at),
        },
      };
    },
  });
};
