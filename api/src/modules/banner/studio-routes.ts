import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, type StudioBanner } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, auditedCreate, updateColumns, type AuditedRecord } from '../../studio/audited-change';
import { ownUploadPath } from '../file/uploads';
import { findStudioBanner, insertBanner, listStudioBanners } from './repository';
import { deleteRow } from '../../db/rows';

const BANNER: AuditedRecord<StudioBanner> = {
  recordType: 'banner',
  what: { id: 'Banner', en: 'Banner' },
  view: findStudioBanner,
};
const COLUMNS = { type: 'type', title: 'title', image: 'image', link: 'link', order: 'sort_order' };

/** The studio's banners: each page's banners, their pictures, links and order, each change with its audit line. */
export const bannerStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);

  app.route({
    ...contractRoute(app, 'GET /studio/banners'),
    handler: async (request) => {
      const { type, ...page } = request.query;
      const { items, total } = await listStudioBanners(db, { type }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/banners/:bannerId'),
    handler: async (request) => {
      const banner = await findStudioBanner(db, request.params.bannerId);
      if (!banner) throw errors.notFound(BANNER.what);
      return { status: true as const, data: banner };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/banners'),
    handler: async (request, reply) => {
      const { type, title, link, order } = request.body;
      const image = await imagePath(request.body.image);
      const banner = await auditedCreate(db, actorOf(request), BANNER, (tx) =>
        insertBanner(tx, { type, title, image, link, order }),
      );
      reply.code(201);
      return { status: true as const, data: banner };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/banners/:bannerId'),
    handler: async (request) => {
      const { bannerId } = request.params;
      const changes = { ...request.body };
      if (changes.image !== undefined) changes.image = await imagePath(changes.image);
      const banner = await auditedChange(db, actorOf(request), BANNER, bannerId, 'update', (tx) =>
        updateColumns(tx, 'banners', bannerId, changes, COLUMNS),
      );
      return { status: true as const, data: banner! };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/banners/:bannerId'),
    handler: async (request) => {
      const { bannerId } = request.params;
      await auditedChange(db, actorOf(request), BANNER, bannerId, 'delete', (tx) =>
        deleteRow(tx, 'banners', bannerId),
      );
      return { status: true as const, message: bilingual('Banner dihapus', 'Banner deleted') };
    },
  });
};
