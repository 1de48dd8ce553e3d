import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { ownMemberId } from '../../http/own-member';
import { messages } from '../auth/messages';
import { verifyPassword } from '../auth/passwords';
import { ownUploadPath } from '../file/uploads';
import { normalizePhone } from './phone';
import { emailTaken, findCredentialsById, findMemberById, updateMember } from './repository';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Email and phone recover an account, so moving them takes the current password, not just a session. */
  const confirmPassword = async (memberId: string, currentPassword: string | undefined) => {
    if (!currentPassword) {
      throw errors.badRequest(
        'CURRENT_PASSWORD_REQUIRED',
        messages.currentPasswordRequired,
        'currentPassword',
      );
    }
    const credentials = await findCredentialsById(app.db, memberId);
    if (!credentials || !(await verifyPassword(currentPassword, credentials.passwordHash))) {
      throw new AppError(403, 'CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong, 'currentPassword');
    }
  };

  app.route({
    ...contractRoute(app, 'GET /member/:userId'),
    handler: async (request) => {
      const member = await findMemberById(app.db, ownMemberId(request.params.userId, request.memberId));
      if (!member) throw errors.notFound({ id: 'Member', en: 'Member' });
      return { status: true as const, data: member };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /member/:userId'),
    // It answers whether an email is taken, so it is limited like sign-in.
    config: { rateLimit: app.config.profileRateLimit },
    handler: async (request) => {
      const memberId = ownMemberId(request.params.userId, request.memberId);
      const current = await findMemberById(app.db, memberId);
      if (!current) throw errors.notFound({ id: 'Member', en: 'Member' });
      const { coins: _coins, currentPassword, ...changes } = request.body;
      if (changes.phone !== undefined) {
        changes.phone = normalizePhone(changes.phone);
        if (!changes.phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      }
      const emailChanges =
        changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
      const phoneChanges = changes.phone !== undefined && changes.phone !== current.phone;
      if (emailChanges || phoneChanges) await confirmPassword(memberId, currentPassword);
      if (emailChanges && (await emailTaken(app.db, changes.email!, memberId))) {
        throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
      }
      if (changes.avatar !== undefined) {
        changes.avatar = await ownUploadPath(app.db, app.config.publicApiUrl, changes.avatar, memberId);
      }
      // A new address is confirmed like the first one: until its code is typed back, the account cannot spend.
      await app.db
        .transaction(async (tx) => {
          await updateMember(tx, memberId, changes);
          if (emailChanges) await app.fairPlay.emailConfirmation.begin(tx, memberId, changes.email!);
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
          throw error;
        });
      return {
        status: true as const,
        message: emailChanges
          ? bilingual(
              'Profil berhasil diperbarui; konfirmasi email barumu dengan kode yang kami kirim',
              'Profile updated successfully; confirm your new email with the code we sent',
            )
          : bilingual('Profil berhasil diperbarui', 'Profile updated successfully'),
        data: (await findMemberById(app.db, memberId))!,
      };
    },
  });
};
