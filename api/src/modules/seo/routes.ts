import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { Envelope, responses } from '../../http/schemas';

const SeoMetaSchema = Type.Object({
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  keywords: Type.Array(Type.String()),
  ogTitle: Type.String(),
  ogDescription: Type.String(),
  ogImage: Type.String(),
  twitterTitle: Type.String(),
  twitterDescription: Type.String(),
  twitterImage: Type.String(),
});

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seo-meta/client',
    {
      schema: {
        tags: ['seo'],
        summary: "The site's SEO and social-sharing meta",
        response: responses(Envelope(SeoMetaSchema), 404),
      },
    },
    async () => {
      const { rows } = await app.db.query<typeof SeoMetaSchema.static>(
        `SELECT meta_title AS "metaTitle", meta_description AS "metaDescription", keywords,
                og_title AS "ogTitle", og_description AS "ogDescription", og_image AS "ogImage",
                twitter_title AS "twitterTitle", twitter_description AS "twitterDescription",
                twitter_image AS "twitterImage"
         FROM seo_meta`,
      );
      if (!rows[0]) throw errors.notFound({ id: 'Meta SEO', en: 'SEO meta' });
      return { status: true as const, data: rows[0] };
    },
  );
};
