import type { Member, Registration, Session } from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errors } from '../../http/app-error';
import { ownUploadPath } from '../file/uploads';
import { normalizePhone } from '../member/phone';
import {
  emailTaken,
  findCredentialsByEmail,
  findMemberById,
  insertMember,
  updatePasswordHash,
} from '../member/repository';
import { messages } from './messages';
import { hashPassword, needsRehash, unknownMemberHash, verifyPassword } from './passwords';

export function createAuthService(app: FastifyInstance) {
  const { db, jwt, config } = app;
  const cost = config.passwordScryptN;

  /** A session token carries the member's token version: a later password change ends it. */
  const sessionFor = (member: Member, tokenVersion: number): Session => ({
    ...member,
    access_token: jwt.sign({ sub: member._id, typ: 'access', ver: tokenVersion }),
    token_type: 'Bearer',
    expires_in: config.jwt.expiresIn,
  });

  return {
    sessionFor,

    async register(input: Registration): Promise<Session> {
      if (input.password !== input.confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      const phone = normalizePhone(input.phone);
      if (!phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      if (await emailTaken(db, input.email))
        throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');

      const avatar = input.avatar && (await ownUploadPath(db, config.publicApiUrl, input.avatar));
      const passwordHash = await hashPassword(input.password, cost);
      const { password: _password, confirmPassword: _confirm, ...profile } = input;
      const memberId = await db
        .transaction((tx) =>
          insertMember(tx, { ...profile, avatar, phone, email: input.email.trim(), passwordHash }),
        )
        .catch((error: { code?: string }) => {
          // Two registrations with one email at the same moment: the unique index decides.
          if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
          throw error;
        });
      return sessionFor((await findMemberById(db, memberId))!, 0);
    },

    async login(email: string, password: string): Promise<Session> {
      const credentials = await findCredentialsByEmail(db, email);
      const valid = await verifyPassword(password, credentials?.passwordHash ?? unknownMemberHash(cost));
      if (!credentials || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
      if (credentials.suspended) throw new AppError(403, 'ACCOUNT_SUSPENDED', messages.accountSuspended);
      // A hash from an older, cheaper cost is replaced now that the password is at hand.
      if (needsRehash(credentials.passwordHash, cost)) {
        await updatePasswordHash(db, credentials.id, await hashPassword(password, cost));
      }
      return sessionFor((await findMemberById(db, credentials.id))!, credentials.tokenVersion);
    },
  };
}
