import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StudioSeoMeta } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, type AuditedRecord } from '../../studio/audited-change';
import { ownUploadPath } from '../file/uploads';
import { findSeoMeta, updateSeoMeta } from './repository';
import { SEO_META } from './routes';

/** The site's meta is one record; the studio calls it `site`. */
const SITE = 'site';
const SEO: AuditedRecord<StudioSeoMeta> = {
  recordType: 'seo meta',
  what: SEO_META,
  view: async (db: Queryable) => {
    const meta = await findSeoMeta(db);
    return meta && { _id: SITE, ...meta };
  },
};

/** The studio's SEO and sharing meta: the titles, descriptions and pictures search engines and shares show. */
export const seoStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);

  app.route({
    ...contractRoute(app, 'GET /studio/seo-meta'),
    handler: async () => {
      const meta = await SEO.view(db, SITE);
      if (!meta) throw errors.notFound(SEO.what);
      return { status: true as const, data: meta };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/seo-meta'),
    handler: async (request) => {
      const changes = { ...request.body };
      if (changes.ogImage !== undefined) changes.ogImage = await imagePath(changes.ogImage);
      if (changes.twitterImage !== undefined) changes.twitterImage = await imagePath(changes.twitterImage);
      const meta = await auditedChange(db, actorOf(request), SEO, SITE, 'update', (tx) =>
        updateSeoMeta(tx, changes),
      );
      return { status: true as const, data: meta! };
    },
  });
};
