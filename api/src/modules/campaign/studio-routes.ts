import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange, type AuditedRecord } from '../../studio/audited-change';
import { changePublication } from '../../studio/publication';
import { ownUploadPath } from '../file/uploads';
import { findStudioCampaign, listStudioCampaigns } from './studio-repository';

const CAMPAIGN: AuditedRecord<NonNullable<Awaited<ReturnType<typeof findStudioCampaign>>>> = {
  recordType: 'campaign',
  what: { id: 'Kampanye', en: 'Campaign' },
  view: findStudioCampaign,
};

const fansSupportedIt = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans sudah mendukung kampanye ini: tidak bisa dihapus (tarik dari tayang atau tutup saja)',
      'Fans have supported this campaign: it cannot be deleted (unpublish or close it instead)',
    ),
  );
const targetBeforeNow = () =>
  new AppError(
    409,
    'END_BEFORE_NOW',
    bilingual(
      'Kampanye yang sudah didukung tidak bisa berakhir sebelum sekarang',
      'A campaign fans have supported cannot end before now',
    ),
    'targetDate',
  );

const promiseMadeToFans = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans mendukung kampanye ini dengan janji "semua atau tidak sama sekali" yang berlaku saat itu: tidak bisa diubah',
      'Fans supported this campaign under its all-or-nothing promise as it stood: it cannot change',
    ),
    'refundIfShort',
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
      if (!campaign) throw errors.notFound(CAMPAIGN.what);
      return { status: true as const, data: campaign };
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
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO campaigns (title, image, description, target_coins, target_date, refund_if_short,
                                  publication, drafted_by)
           VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING id`,
          [
            body.title.trim(),
            image,
            body.description.trim(),
            body.targetCoins,
            body.targetDate,
            body.refundIfShort ?? false,
            actor.staffId,
          ],
        );
        const created = (await findStudioCampaign(tx, rows[0]!.id))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: CAMPAIGN.recordType,
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
      const { campaignId } = request.params;
      const changes = request.body;
      const image = changes.image === undefined ? null : await imagePath(changes.image);
      const campaign = await auditedChange(
        db,
        actorOf(request),
        CAMPAIGN,
        campaignId,
        'update',
        async (tx, before) => {
          if (changes.targetDate && Date.parse(changes.targetDate) <= Date.now() && before.supportCount > 0)
            throw targetBeforeNow();
          if (
            changes.refundIfShort !== undefined &&
            changes.refundIfShort !== before.refundIfShort &&
            before.supportCount > 0
          )
            throw promiseMadeToFans();
          await tx.query(
            `UPDATE campaigns SET title = coalesce($2, title), image = coalesce($3, image),
             description = coalesce($4, description), target_coins = coalesce($5, target_coins),
             target_date = coalesce($6, target_date), refund_if_short = coalesce($7, refund_if_short)
           WHERE id = $1`,
            [
              campaignId,
              changes.title?.trim() ?? null,
              image,
              changes.description?.trim() ?? null,
              changes.targetCoins ?? null,
              changes.targetDate ?? null,
              changes.refundIfShort ?? null,
            ],
          );
        },
      );
      return { status: true as const, data: campaign! };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/campaigns/:campaignId'),
    handler: async (request) => {
      const { campaignId } = request.params;
      await auditedChange(db, actorOf(request), CAMPAIGN, campaignId, 'delete', async (tx, before) => {
        if (before.supportCount > 0) throw fansSupportedIt();
        await tx.query('DELETE FROM campaigns WHERE id = $1', [campaignId]);
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
