import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { releaseHold } from '../../ledger/holds';
import { notifyMember } from '../notification/repository';
import { findMemberAccount, listHeldAccounts } from './repository';
import { bilingual } from '@fanhub/contract';

/** For operators (OPERATOR_TOKEN): accounts a reversal put on hold, and releasing them once settled. */
export const operationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /ops/held-accounts'),
    handler: async () => ({ status: true as const, data: await listHeldAccounts(app.db) }),
  });

  app.route({
    ...contractRoute(app, 'POST /ops/held-accounts/:memberId/release'),
    handler: async (request) => {
      const { memberId } = request.params;
      const released = await app.db.transaction(async (tx) => {
        if (!(await releaseHold(tx, memberId))) return false;
        await notifyMember(
          tx,
          memberId,
          bilingual('Akun aktif kembali', 'Account active again'),
          bilingual(
            'Penahanan akunmu sudah dicabut; koinmu bisa dipakai lagi',
            'The hold on your account was lifted; you can spend coins again',
          ),
        );
        return true;
      });
      const account = released && (await findMemberAccount(app.db, memberId));
      if (!account) throw errors.notFound({ id: 'Akun yang ditahan', en: 'Held account' });
      request.log.info({ memberId }, 'operator released a held account');
      return { status: true as const, data: account };
    },
  });
};
