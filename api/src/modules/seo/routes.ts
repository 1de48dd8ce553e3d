import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { findSeoMeta } from './repository';

export const SEO_META = { id: 'Meta SEO', en: 'SEO meta' };

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /seo-meta/client'),
    handler: async () => {
      const meta = await findSeoMeta(app.publicReads);
      if (!meta) throw errors.notFound(SEO_META);
      return { status: true as const, data: meta };
    },
  });
};
