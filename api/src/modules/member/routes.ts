import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { messages } from '../auth/messages';
import { normalizePhone } from './phone';
import { emailTaken, findMemberById, updateMember } from './repository';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A member reads and changes only their own profile. */
  const ownId = (requested: string, memberId: string) => {
    if (requested !== memberId) throw errors.forbidden();
    return memberId;
  };

  app.route({
    ...contractRoute(app, 'GET /member/:userId'),
    handler: async (request) => {
      const member = await findMemberById(app.db, ownId(request.params.userId, request.memberId));
      if (!member) throw errors.notFound({ id: 'Member', en: 'Member' });
      return { status: true as const, data: member };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /member/:userId'),
    handler: async (request) => {
      const memberId = ownId(request.params.userId, request.memberId);
      const { coins: _coins, ...changes } = request.body;
      if (changes.phone !== undefined) {
        changes.phone = normalizePhone(changes.phone);
        if (!changes.phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      }
      if (changes.email !== undefined && (await emailTaken(app.db, changes.email, memberId))) {
        throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
      }
      await updateMember(app.db, memberId, changes).catch((error: { code?: string }) => {
        if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
        throw error;
      });
      const member = await findMemberById(app.db, memberId);
      if (!member) throw errors.notFound({ id: 'Member', en: 'Member' });
      return {
        status: true as const,
        message: bilingual('Profil berhasil diperbarui', 'Profile updated successfully'),
        data: member,
      };
    },
  });
};
