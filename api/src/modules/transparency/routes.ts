import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { pageMeta } from '../../db/paging';
import { listSeals } from '../../ledger/seals';
import { listCredits, type AuditedAccount } from './repository';
import { rowExists } from '../../db/rows';

/** The audit lists behind every project's and campaign's total (a project's hearts too), and the seal chain that proves them. */
export const transparencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const audit = async (kind: AuditedAccount, ownerId: string, query: { page: number; limit: number }) => {
    const page = { ...query, sortOrder: 'desc' as const };
    const { credits, total, totalCoins } = await listCredits(db, { kind, ownerId }, page);
    return { status: true as const, data: credits, meta: { ...pageMeta(page, total), totalCoins } };
  };

  app.route({
    ...contractRoute(app, 'GET /client/voting-project/:id/audit'),
    handler: async ({ params, query }) => {
      if (!(await rowExists(db, 'voting_projects', params.id)))
        throw errors.notFound({ id: 'Proyek', en: 'Project' });
      return audit('voting_project', params.id, query);
    },
  });
  app.route({
    ...contractRoute(app, 'GET /client/voting-project/:id/heart-audit'),
    handler: async ({ params, query }) => {
      if (!(await rowExists(db, 'voting_projects', params.id)))
        throw errors.notFound({ id: 'Proyek', en: 'Project' });
      return audit('voting_project_hearts', params.id, query);
    },
  });
  app.route({
    ...contractRoute(app, 'GET /client/campaign/:id/audit'),
    handler: async ({ params, query }) => {
      if (!(await rowExists(db, 'campaigns', params.id)))
        throw errors.notFound({ id: 'Kampanye', en: 'Campaign' });
      return audit('campaign', params.id, query);
    },
  });
  app.route({
    ...contractRoute(app, 'GET /ledger/seals'),
    handler: async ({ query }) => ({
      status: true as const,
      data: await listSeals(db, query.from, query.limit),
    }),
  });
};
