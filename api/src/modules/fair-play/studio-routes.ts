import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { proofOfWorkCost, saveProofOfWorkCost } from './proof-of-work';
import { flaggedClusters } from './signals';
import { listVoidings, voidVotes } from './voidings';

/** The studio's fair play (docs/fair-play.md): what the signals flag, voiding fraud, the proof of work's difficulty. */
export const fairPlayStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/fair-play/signals'),
    handler: async (request) => ({
      status: true as const,
      data: await flaggedClusters(db, request.query.days),
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /studio/fair-play/voidings'),
    handler: async () => ({ status: true as const, data: await listVoidings(db) }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/fair-play/voidings'),
    handler: async (request, reply) => {
      const { voiding, projectIds } = await voidVotes(db, actorOf(request), request.body);
      app.tallies.changed([
        ...projectIds.map((projectId) => `voting-project:${projectId}` as const),
        `voting:${voiding.votingId}` as const,
      ]);
      reply.code(201);
      return { status: true as const, data: voiding };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/settings/fair-play'),
    handler: async () => ({
      status: true as const,
      data: { proofOfWorkCost: await proofOfWorkCost(db, app.config.fairPlay.proofOfWorkCost) },
    }),
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/settings/fair-play'),
    handler: async (request) => {
      const after = request.body;
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        const before = { proofOfWorkCost: await proofOfWorkCost(tx, app.config.fairPlay.proofOfWorkCost) };
        await saveProofOfWorkCost(tx, after.proofOfWorkCost, actor.staffId);
        await recordAudit(tx, actor, {
          action: 'update',
          recordType: 'setting',
          recordId: 'fair play',
          before,
          after,
        });
      });
      return { status: true as const, data: after };
    },
  });
};
