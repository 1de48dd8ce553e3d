import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../db/paging';
import { contractRoute } from '../http/contract-route';
import { CAMPAIGN_RECORD } from '../modules/campaign/studio-changes';
import { EVENT_RECORD } from '../modules/event/studio-changes';
import { PACKAGE_RECORD } from '../modules/pricing/studio-changes';
import { PROJECT_RECORD, VOTING_RECORD } from '../modules/voting/studio-changes';
import { actorOf } from '../staff/audit-trail';
import { revisionBook } from './revisions';

/**
 * Changes to published votings, projects, campaigns and events, and to coin packages on sale, waiting for a second
 * pair of eyes: listed (pending first), shown field by field beside what fans see, approved or rejected by someone
 * other than their proposer.
 */
export const revisionStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const revisions = revisionBook(app.db, {
    voting: VOTING_RECORD,
    'voting project': PROJECT_RECORD,
    campaign: CAMPAIGN_RECORD,
    event: EVENT_RECORD,
    'coin package': PACKAGE_RECORD,
  });

  app.route({
    ...contractRoute(app, 'GET /studio/revisions'),
    handler: async (request) => {
      const { pending, recordType, recordId, ...page } = request.query;
      const { items, total } = await revisions.list({ pending, recordType, recordId }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/revisions/:revisionId'),
    handler: async (request) => ({
      status: true as const,
      data: await revisions.get(request.params.revisionId),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/revisions/:revisionId/decision'),
    handler: async (request) => ({
      status: true as const,
      data: await revisions.decide(
        actorOf(request),
        request.staff.role,
        request.params.revisionId,
        request.body.decision,
      ),
    }),
  });
};
