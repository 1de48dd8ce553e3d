import { createHash } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, type Member, type Registration, type Session } from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errors } from '../../http/app-error';
import { normalizePhone } from '../member/phone';
import {
  emailTaken,
  findCredentialsByEmail,
  findMemberById,
  insertMember,
  updatePasswordHash,
} from '../member/repository';
import { hashPassword, UNKNOWN_MEMBER_HASH, verifyPassword } from './passwords';
import { messages } from './messages';

export function createAuthService(app: FastifyInstance) {
  const { db, jwt, config } = app;

  const sessionFor = (member: Member): Session => ({
    ...member,
    access_token: jwt.sign({ sub: member._id, typ: 'access' }),
    token_type: 'Bearer',
    expires_in: config.jwt.expiresIn,
  });

  /** Ties a reset token to the current password, so it stops working once used. */
  const passwordVersion = (passwordHash: string) =>
    createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

  return {
    async register(input: Registration): Promise<Session> {
      if (input.password !== input.confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      const phone = normalizePhone(input.phone);
      if (!phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      if (await emailTaken(db, input.email))
        throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');

      const passwordHash = await hashPassword(input.password);
      const { password: _password, confirmPassword: _confirm, ...profile } = input;
      const memberId = await db
        .transaction((tx) => insertMember(tx, { ...profile, phone, email: input.email.trim(), passwordHash }))
        .catch((error: { code?: string }) => {
          // Two registrations with one email at the same moment: the unique index decides.
          if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
          throw error;
        });
      return sessionFor((await findMemberById(db, memberId))!);
    },

    async login(email: string, password: string): Promise<Session> {
      const credentials = await findCredentialsByEmail(db, email);
      const valid = await verifyPassword(password, credentials?.passwordHash ?? UNKNOWN_MEMBER_HASH);
      if (!credentials || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
      return sessionFor((await findMemberById(db, credentials.id))!);
    },

    async verifyResetIdentity(email: string, phoneInput: string): Promise<string> {
      const phone = normalizePhone(phoneInput);
      if (!phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      const credentials = await findCredentialsByEmail(db, email);
      if (!credentials || credentials.phone !== phone) {
        throw new AppError(422, 'RESET_IDENTITY_MISMATCH', messages.resetMismatch);
      }
      return jwt.sign(
        { sub: credentials.id, typ: 'password-reset', pwv: passwordVersion(credentials.passwordHash) },
        { expiresIn: config.jwt.resetExpiresIn },
      );
    },

    async resetPassword(resetToken: string, password: string, confirmPassword: string): Promise<void> {
      if (password !== confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      if (password.length < PASSWORD_MIN_LENGTH)
        throw errors.badRequest('PASSWORD_TOO_SHORT', messages.passwordTooShort, 'password');
      const invalidToken = () =>
        errors.badRequest('RESET_TOKEN_INVALID', messages.resetTokenInvalid, 'resetToken');
      let claims: { sub: string; typ: string; pwv?: string };
      try {
        claims = jwt.verify(resetToken);
      } catch {
        throw invalidToken();
      }
      if (claims.typ !== 'password-reset') throw invalidToken();
      const { rows } = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
        claims.sub,
      ]);
      const credentials = rows[0] && (await findCredentialsByEmail(db, rows[0].email));
      if (!credentials || passwordVersion(credentials.passwordHash) !== claims.pwv) throw invalidToken();
      await updatePasswordHash(db, credentials.id, await hashPassword(password));
    },
  };
}
