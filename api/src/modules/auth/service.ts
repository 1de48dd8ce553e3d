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

/** Where a registration came from: evidence for moderators' signals (docs/fair-play.md). */
export interface RegistrationOrigin {
  address: string;
  device: string | undefined;
}

export function createAuthService(app: FastifyInstance) {
  const { db, jwt, config } = app;
  const { emailConfirmation, signInGuard } = app.fairPlay;
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

    /** The account, signed in but unconfirmed: the code to confirm its email is mailed once it exists. */
    async register(input: Registration, origin: RegistrationOrigin): Promise<Session> {
      if (input.password !== input.confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      const phone = normalizePhone(input.phone);
      if (!phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      if (await emailTaken(db, input.email))
        throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');

      const avatar = input.avatar && (await ownUploadPath(db, config.publicApiUrl, input.avatar));
      const passwordHash = await hashPassword(input.password, cost);
      const { password: _password, confirmPassword: _confirm, altcha: _altcha, ...profile } = input;
      const email = input.email.trim();
      const memberId = await db
        .transaction(async (tx) => {
          const id = await insertMember(tx, { ...profile, avatar, phone, email, passwordHash }, origin);
          await emailConfirmation.begin(tx, id, email);
          return id;
        })
        .catch((error: { code?: string }) => {
          // Two registrations with one email at the same moment: the unique index decides.
          if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
          throw error;
        });
      return sessionFor((await findMemberById(db, memberId))!, 0);
    },

    async login(email: string, password: string): Promise<Session> {
      const credentials = await findCredentialsByEmail(db, email);
      // An unknown email, or an account with no password (NO_PASSWORD), takes as long as a wrong password.
      const stored = credentials?.passwordHash.startsWith('scrypt$') ? credentials.passwordHash : undefined;
      const valid = await verifyPassword(password, stored ?? unknownMemberHash(cost));
      if (!credentials || !stored || !valid) {
        await signInGuard.failed(email);
        throw new AppError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
      }
      await signInGuard.succeeded(email);
      if (credentials.suspended) throw new AppError(403, 'ACCOUNT_SUSPENDED', messages.accountSuspended);
      // A hash from an older, cheaper cost is replaced now that the password is at hand.
      if (needsRehash(stored, cost)) {
        await updatePasswordHash(db, credentials.id, await hashPassword(password, cost));
      }
      return sessionFor((await findMemberById(db, credentials.id))!, credentials.tokenVersion);
    },
  };
}
