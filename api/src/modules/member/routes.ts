import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { bilingual } from '../../http/bilingual';
import { Envelope, responses } from '../../http/schemas';
import { messages } from '../auth/schemas';
import { normalizePhone } from './phone';
import { emailTaken, findMemberById, updateMember } from './repository';
import { memberFields, MemberSchema } from './schemas';

const UserIdParams = Type.Object({ userId: Type.String({ maxLength: 64 }) });

const MemberUpdateBody = Type.Object(
  {
    fullName: Type.Optional(memberFields.fullName),
    email: Type.Optional(memberFields.email),
    avatar: Type.Optional(memberFields.avatar),
    birthDate: Type.Optional(memberFields.birthDate),
    gender: Type.Optional(memberFields.gender),
    phone: Type.Optional(memberFields.phone),
    referalCode: Type.Optional(memberFields.referalCode),
    coins: Type.Optional(
      Type.Never({
        'x-message': bilingual(
          'Koin tidak bisa diubah lewat profil; gunakan top up',
          'Coins cannot be changed through the profile; use top-up',
        ),
      }),
    ),
  },
  { additionalProperties: false },
);

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearerAuth: [] }];

  /** A member reads and changes only their own profile. */
  const ownId = (requested: string, memberId: string) => {
    if (requested !== memberId) throw errors.forbidden();
    return memberId;
  };

  app.get(
    '/member/:userId',
    {
      schema: {
        tags: ['member'],
        security,
        params: UserIdParams,
        response: responses(Envelope(MemberSchema), 401, 403, 404),
      },
    },
    async (request) => {
      const member = await findMemberById(app.db, ownId(request.params.userId, request.memberId));
      if (!member) throw errors.notFound({ id: 'Member', en: 'Member' });
      return { status: true as const, data: member };
    },
  );

  app.put(
    '/member/:userId',
    {
      schema: {
        tags: ['member'],
        security,
        params: UserIdParams,
        body: MemberUpdateBody,
        response: responses(Envelope(MemberSchema), 401, 403, 404, 409),
      },
    },
    async (request) => {
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
  );
};
