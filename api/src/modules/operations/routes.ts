import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { findMemberAccount, listHeldAccounts, releaseHeldAccount } from './repository';

/**
 * For automation (OPERATOR_TOKEN): accounts a reversal put on hold, and releasing them once settled. People do
 * this in the studio (finance), where each release is in the audit trail.
 */
export const operationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /ops/held-accounts'),
    handler: async () => ({ status: true as const, data: await listHeldAccounts(app.db) }),
  });

  app.route({
    ...contractRoute(app, 'POST /ops/held-accounts/:memberId/release'),
    handler: async (request) => {
      const { memberId } = request.params;
      const released = await app.db.transaction((tx) => releaseHeldAccount(tx, memberId));
      const account = released && (await findMemberAccount(app.db, memberId));
      if (!account) throw errors.notFound({ id: 'Akun yang ditahan', en: 'Held account' });
      request.log.info({ memberId }, 'operator released a held account');
      return { status: true as const, data: account };
    },
  });
};
