import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, SENT_FOR_REVIEW } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange } from '../../studio/audited-change';
import { changePublication } from '../../studio/publication';
import { changeOrPropose, withPendingRevision } from '../../studio/revisions';
import { ownUploadPath, withOwnImage } from '../file/uploads';
import { CAMPAIGN_RECORD } from './studio-changes';
import { findStudioCampaign, insertDraftCampaign, listStudioCampaigns } from './studio-repository';
import { deleteRow } from '../../db/rows';

const fansSupportedIt = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans sudah mendukung kampanye ini: tidak bisa dihapus (tarik dari tayang atau tutup saja)',
      'Fans have supported this campaign: it cannot be deleted (unpublish or close it instead)',
    ),
  );
/**
 * The studio's Fan Funding: campaigns and their life cycle. Every write is one transaction with its line in the
 * audit trail, and shows on the fan site at once (the read cache forgets Fan Funding on every replica).
 */
export const campaignStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);

  app.route({
    ...contractRoute(app, 'GET /studio/campaigns'),
    handler: async (request) => {
      const { publication, status, q, ...page } = request.query;
      const { items, total } = await listStudioCampaigns(db, { publication, status, q }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/campaigns/:campaignId'),
    handler: async (request) => {
      const campaign = await findStudioCampaign(db, request.params.campaignId);
      if (!campaign) throw errors.notFound(CAMPAIGN_RECORD.what);
      return { status: true as const, data: await withPendingRevision(db, 'campaign', campaign) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/campaigns'),
    handler: async (request, reply) => {
      const { body } = request;
      if (Date.parse(body.targetDate) <= Date.now())
        throw errors.badRequest(
          'END_BEFORE_NOW',
          bilingual('Tanggal target harus setelah sekarang', 'The target date must be after now'),
          'targetDate',
        );
      const image = await imagePath(body.image);
      const actor = actorOf(request);
      const campaign = await db.transaction(async (tx) => {
        const campaignId = await insertDraftCampaign(tx, {
          title: body.title.trim(),
          image,
          description: body.description.trim(),
          targetCoins: body.targetCoins,
          targetDate: body.targetDate,
          refundIfShort: body.refundIfShort ?? false,
          draftedBy: actor.staffId,
        });
        const created = (await findStudioCampaign(tx, campaignId))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: CAMPAIGN_RECORD.recordType,
          recordId: created._id,
          after: created,
        });
        return created;
      });
      reply.code(201);
      return { status: true as const, data: campaign };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/campaigns/:campaignId'),
    handler: async (request) => {
      const { record, proposed } = await changeOrPropose(
        db,
        actorOf(request),
        CAMPAIGN_RECORD,
        request.params.campaignId,
        await withOwnImage(db, app.config.publicApiUrl, request.body),
      );
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/campaigns/:campaignId'),
    handler: async (request) => {
      const { campaignId } = request.params;
      await auditedChange(db, actorOf(request), CAMPAIGN_RECORD, campaignId, 'delete', async (tx, before) => {
        if (before.supportCount > 0) throw fansSupportedIt();
        await deleteRow(tx, 'campaigns', campaignId);
      });
      return { status: true as const, message: bilingual('Kampanye dihapus', 'Campaign deleted') };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/campaigns/:campaignId/publication'),
    handler: async (request) => {
      const { campaignId } = request.params;
      await db.transaction((tx) =>
        changePublication(
          tx,
          { kind: 'campaign', id: campaignId, view: (at) => findStudioCampaign(at, campaignId) },
          request.body,
          actorOf(request),
        ),
      );
      return { status: true as const, data: (await findStudioCampaign(db, campaignId))! };
    },
  });
};
