import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { monthsMvps } from './repository';

const MVPS_SHOWN = 10;

export const mvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /mvp'),
    handler: async () => {
      const rows = await monthsMvps(app.publicReads, MVPS_SHOWN);
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      return { status: true as const, data: { createdAt: monthStart.toISOString(), mvps: rows } };
    },
  });
};
