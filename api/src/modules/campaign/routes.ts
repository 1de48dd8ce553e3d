import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { bilingual } from '../../http/bilingual';
import { Envelope, IdParam, PagedEnvelope, pageMeta, responses } from '../../http/schemas';
import { findCampaign, listCampaigns, listSupports } from './repository';
import {
  CampaignCardSchema,
  CampaignDetailSchema,
  CampaignQuery,
  SupportBody,
  SupportResultSchema,
} from './schemas';
import { supportCampaign } from './support-campaign';

const SUPPORTS_SHOWN = 100;
const tags = ['fan funding'];

export const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/client/campaign',
    {
      schema: {
        tags,
        summary: 'Campaigns, filtered by status',
        querystring: CampaignQuery,
        response: responses(PagedEnvelope(CampaignCardSchema)),
      },
    },
    async ({ query }) => {
      const { items, total } = await listCampaigns(db, query.status, query);
      return { status: true as const, data: items, meta: pageMeta(query.page, query.limit, total) };
    },
  );

  app.get(
    '/client/campaign/:id',
    {
      schema: {
        tags,
        summary: 'A campaign with its supports',
        params: IdParam('id'),
        response: responses(Envelope(CampaignDetailSchema), 404),
      },
    },
    async ({ params }) => {
      const campaign = await findCampaign(db, params.id);
      if (!campaign) throw errors.notFound({ id: 'Kampanye', en: 'Campaign' });
      return {
        status: true as const,
        data: { ...campaign, supports: await listSupports(db, campaign._id, SUPPORTS_SHOWN) },
      };
    },
  );

  app.post(
    '/client/campaign/support',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Support a campaign with coins',
        security: [{ bearerAuth: [] }],
        body: SupportBody,
        response: responses(Envelope(SupportResultSchema), 401, 404, 409, 422),
      },
    },
    async (request) => {
      const { projectId, coins, message } = request.body;
      const { supportId, balance } = await db.transaction((tx) =>
        supportCampaign(tx, { memberId: request.memberId, campaignId: projectId, coins, message }),
      );
      const campaign = (await findCampaign(db, projectId))!;
      return {
        status: true as const,
        message: bilingual('Support Berhasil!', 'Support Successful!'),
        data: {
          supportId,
          balance,
          collectedCoins: campaign.collectedCoins,
          participants: campaign.participants,
          campaign,
        },
      };
    },
  );
};
