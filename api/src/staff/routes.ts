import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual } from '@fanhub/contract';
import { pageMeta } from '../db/paging';
import { errors } from '../http/app-error';
import { contractRoute } from '../http/contract-route';
import { actorOf, auditPage } from './audit-trail';
import { staffAccounts } from './accounts';
import { staffSignIn } from './sign-in';
import { findStaff, listStaff } from './staff-repository';

/** The studio's staff: signing in with a second factor, signing out, accounts and roles, the audit trail. */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signIn = staffSignIn(app);
  const accounts = staffAccounts(app.db, app.config.passwordScryptN);
  // The same limit per address as fans' sign-in, besides each account's own lock-out.
  const limited = { config: { rateLimit: app.config.authRateLimit } };
  const everyone = { page: 1, limit: 100, sortOrder: 'asc' as const };

  app.route({
    ...contractRoute(app, 'POST /studio/auth/sign-in'),
    ...limited,
    handler: async (request) => ({
      status: true as const,
      data: await signIn.password(request.body.email, request.body.password, request.ip),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/auth/second-factor'),
    ...limited,
    handler: async (request) => ({
      status: true as const,
      message: bilingual('Berhasil masuk ke Studio', 'Signed in to the Studio'),
      data: await signIn.secondFactor(request.body.challenge, request.body.code, request.ip),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/auth/sign-out'),
    handler: async (request) => {
      await signIn.signOut(actorOf(request));
      return { status: true as const, message: bilingual('Berhasil keluar', 'Signed out') };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/me'),
    handler: async (request) => ({
      status: true as const,
      data: (await findStaff(app.db, request.staff.id))!,
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /studio/staff'),
    handler: async () => {
      const { staff, total } = await listStaff(app.db, everyone.page, everyone.limit);
      return { status: true as const, data: staff, meta: pageMeta(everyone, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/staff/:staffId'),
    handler: async (request) => {
      const staff = await findStaff(app.db, request.params.staffId);
      if (!staff) throw errors.notFound({ id: 'Akun staf', en: 'Staff account' });
      return { status: true as const, data: staff };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/staff'),
    handler: async (request, reply) => {
      reply.code(201);
      return { status: true as const, data: await accounts.create(actorOf(request), request.body) };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/staff/:staffId'),
    handler: async (request) => ({
      status: true as const,
      data: await accounts.update(actorOf(request), request.params.staffId, request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/staff/:staffId/reset-second-factor'),
    handler: async (request) => ({
      status: true as const,
      data: await accounts.resetSecondFactor(actorOf(request), request.params.staffId),
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /studio/audit'),
    handler: async (request) => {
      const { page, limit, ...filter } = request.query;
      const { entries, total } = await auditPage(app.db, filter, page, limit);
      return {
        status: true as const,
        data: entries,
        meta: pageMeta({ page, limit, sortOrder: 'desc' }, total),
      };
    },
  });
};
