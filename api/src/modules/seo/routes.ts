import type { SeoMeta } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /seo-meta/client'),
    handler: async () => {
      const { rows } = await app.db.query<SeoMeta>(
        `SELECT meta_title AS "metaTitle", meta_description AS "metaDescription", keywords,
                og_title AS "ogTitle", og_description AS "ogDescription", og_image AS "ogImage",
                twitter_title AS "twitterTitle", twitter_description AS "twitterDescription",
                twitter_image AS "twitterImage"
         FROM seo_meta`,
      );
      if (!rows[0]) throw errors.notFound({ id: 'Meta SEO', en: 'SEO meta' });
      return { status: true as const, data: rows[0] };
    },
  });
};
