import { bilingual, SUPPORTERS_SHOWN } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { markReplayed, idempotencyKeyOf } from '../../http/idempotency';
import { findCampaign, listCampaigns, listSupports } from './repository';
import { supportCampaign } from './support-campaign';

export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, publicReads } = app;

  app.route({
    ...contractRoute(app, 'GET /client/campaign'),
    handler: async ({ query }) => {
      const { items, total } = await listCampaigns(publicReads, query.status, query);
      return { status: true as const, data: items, meta: pageMeta(query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/campaign/:id'),
    handler: async ({ params }) => {
      const campaign = await findCampaign(publicReads, params.id);
      if (!campaign) throw errors.notFound({ id: 'Kampanye', en: 'Campaign' });
      return {
        status: true as const,
        data: { ...campaign, supports: await listSupports(publicReads, campaign._id, SUPPORTERS_SHOWN) },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/campaign/support'),
    config: { spend: 'support' },
    handler: async (request, reply) => {
      const { projectId, coins, message } = request.body;
      const { answer, replayed, campaign } = await supportCampaign(
        db,
        { memberId: request.memberId, campaignId: projectId, coins, message },
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      if (!replayed) {
        app.tallies.changed([`campaign:${projectId}`]);
        app.metrics.coinsSpent.inc({ kind: 'support' }, coins);
      }
      return {
        status: true as const,
        message: bilingual('Support Berhasil!', 'Support Successful!'),
        data: {
          ...answer,
          collectedCoins: campaign.collectedCoins,
          participants: campaign.participants,
          campaign,
        },
      };
    },
  });
};
