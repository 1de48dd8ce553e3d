import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MISSION_WINDOW_INVALID, type StudioMission } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, auditedCreate, updateColumns, type AuditedRecord } from '../../studio/audited-change';
import { findStudioMission, insertMission, listStudioMissions, MISSION } from './missions';

const MISSION_RECORD: AuditedRecord<StudioMission> = {
  recordType: 'heart_mission',
  what: MISSION,
  view: findStudioMission,
};
const COLUMNS = {
  action: 'action',
  title: 'title',
  reward: 'reward',
  dailyLimit: 'daily_limit',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
};

const refuseBackwardsWindow = (window: { startsAt: string; endsAt: string }) => {
  if (Date.parse(window.endsAt) <= Date.parse(window.startsAt))
    throw errors.badRequest('VALIDATION_ERROR', MISSION_WINDOW_INVALID, 'endsAt');
};

/** The studio's missions: what earns fans hearts, from when to when; each change with its audit line. */
export const heartStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/heart-missions'),
    handler: async (request) => {
      const { items, total } = await listStudioMissions(db, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/heart-missions/:missionId'),
    handler: async (request) => {
      const mission = await findStudioMission(db, request.params.missionId);
      if (!mission) throw errors.notFound(MISSION);
      return { status: true as const, data: mission };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/heart-missions'),
    handler: async (request, reply) => {
      refuseBackwardsWindow(request.body);
      const mission = await auditedCreate(db, actorOf(request), MISSION_RECORD, (tx) =>
        insertMission(tx, request.body),
      );
      reply.code(201);
      return { status: true as const, data: mission };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/heart-missions/:missionId'),
    handler: async (request) => {
      const { missionId } = request.params;
      const mission = await auditedChange(
        db,
        actorOf(request),
        MISSION_RECORD,
        missionId,
        'update',
        async (tx, before) => {
          refuseBackwardsWindow({ ...before, ...request.body });
          await updateColumns(tx, 'heart_missions', missionId, request.body, COLUMNS);
        },
      );
      return { status: true as const, data: mission! };
    },
  });
};
