import {
  bilingual,
  SECOND_FACTOR_MINUTES,
  STAFF_LOCKOUT_MINUTES,
  STAFF_SIGN_IN_ATTEMPTS,
  type SecondFactorStep,
  type StaffSession,
} from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { unknownMemberHash, verifyPassword } from '../modules/auth/passwords';
import { waitPhrase } from '../plugins/rate-limit';
import { recordAudit, type Actor } from './audit-trail';
import { acceptedStep, newAuthenticator, secretSealer } from './second-factor';
import {
  countFailedSignIn,
  credentialsByEmail,
  findStaff,
  lockedCredentials,
  type StaffCredentials,
} from './staff-repository';

const LIMIT = { attempts: STAFF_SIGN_IN_ATTEMPTS, lockMinutes: STAFF_LOCKOUT_MINUTES };

const refused = () =>
  new AppError(401, 'INVALID_CREDENTIALS', bilingual('Email atau password salah', 'Wrong email or password'));
const wrongCode = () =>
  new AppError(
    401,
    'SECOND_FACTOR_INVALID',
    bilingual('Kode autentikator salah', 'Wrong authenticator code'),
  );
const expired = () =>
  new AppError(
    401,
    'SIGN_IN_EXPIRED',
    bilingual(
      'Waktu masuk habis, masukkan password lagi',
      'Signing in took too long, enter your password again',
    ),
  );
const locked = (until: string | null) => {
  const wait = waitPhrase(until ? (Date.parse(until) - Date.now()) / 1000 : STAFF_LOCKOUT_MINUTES * 60);
  return new AppError(
    429,
    'STAFF_LOCKED',
    bilingual(
      `Akun terkunci setelah terlalu banyak percobaan, coba lagi dalam ${wait.id}`,
      `The account is locked after too many attempts, try again in ${wait.en}`,
    ),
  );
};
type SecondFactorOutcome =
  | { kind: 'refused'; refusal: AppError }
  | { kind: 'wrong code'; account: StaffCredentials; actor: Actor }
  | { kind: 'signed in'; account: StaffCredentials };

const isLocked = (account: StaffCredentials) =>
  account.lockedUntil !== null && Date.parse(account.lockedUntil) > Date.now();

/**
 * Signing staff in: a password, then the authenticator's code (or enrolling one, the first time). Every
 * attempt is in the audit trail; too many wrong ones lock the account for a while. A session token carries
 * the account's token version, so a sign-out, a role change or disabling ends it on every replica.
 */
export function staffSignIn(app: FastifyInstance) {
  const { db, jwt, config } = app;
  const sealer = secretSealer(config.studio.secretKey);

  /** Counts the failure, writes it in the trail, and answers the refusal to throw. */
  async function failed(account: StaffCredentials, actor: Actor, action: string, refusal: AppError) {
    const nowLocked = await countFailedSignIn(db, account.id, LIMIT);
    await recordAudit(db, actor, {
      action: nowLocked ? `${action}, locked` : action,
      recordType: 'staff',
      recordId: account.id,
    });
    return nowLocked ? locked(null) : refusal;
  }

  return {
    async password(email: string, password: string, address: string): Promise<SecondFactorStep> {
      const account = await credentialsByEmail(db, email);
      const actor: Actor = { staffId: account?.id ?? null, email: account?.email ?? email, address };
      // An unknown email costs what a known one does, so timing does not tell which exist.
      const valid = await verifyPassword(
        password,
        account?.passwordHash ?? unknownMemberHash(config.passwordScryptN),
      );
      if (!account || account.disabled) {
        await recordAudit(db, actor, {
          action: 'sign-in refused',
          recordType: 'staff',
          recordId: account?.id ?? null,
        });
        throw refused();
      }
      if (isLocked(account)) throw locked(account.lockedUntil);
      if (!valid) throw await failed(account, actor, 'wrong password', refused());

      const challenge = jwt.sign(
        { sub: account.id, typ: 'staff-challenge', ver: account.tokenVersion },
        { expiresIn: `${SECOND_FACTOR_MINUTES}m` },
      );
      if (account.enrolled) return { step: 'totp', challenge };
      // Not enrolled yet: a new secret each time, so only the screen shown last works.
      const authenticator = await newAuthenticator(account.email);
      await db.query('UPDATE staff SET totp_secret = $2 WHERE id = $1', [
        account.id,
        sealer.seal(authenticator.secret),
      ]);
      return { step: 'enrol', challenge, ...authenticator };
    },

    async secondFactor(challenge: string, code: string, address: string): Promise<StaffSession> {
      let claims: { sub: string; typ: string; ver: number };
      try {
        claims = jwt.verify(challenge);
      } catch {
        throw expired();
      }
      if (claims.typ !== 'staff-challenge') throw expired();

      const outcome = await db.transaction(async (tx): Promise<SecondFactorOutcome> => {
        const account = await lockedCredentials(tx, claims.sub);
        if (!account || account.disabled || account.tokenVersion !== claims.ver || !account.sealedTotpSecret)
          return { kind: 'refused', refusal: expired() };
        const actor: Actor = { staffId: account.id, email: account.email, address };
        if (isLocked(account)) return { kind: 'refused', refusal: locked(account.lockedUntil) };
        const step = await acceptedStep(sealer.open(account.sealedTotpSecret), code, account.totpLastStep);
        if (step === undefined) return { kind: 'wrong code', account, actor };
        await tx.query(
          `UPDATE staff SET totp_last_step = $2, failed_sign_ins = 0, locked_until = NULL,
             totp_enrolled_at = coalesce(totp_enrolled_at, now()) WHERE id = $1`,
          [account.id, step],
        );
        if (!account.enrolled)
          await recordAudit(tx, actor, {
            action: 'enrol authenticator',
            recordType: 'staff',
            recordId: account.id,
          });
        await recordAudit(tx, actor, { action: 'sign in', recordType: 'staff', recordId: account.id });
        return { kind: 'signed in', account };
      });
      // A wrong code is counted after the transaction, which committed nothing else.
      if (outcome.kind === 'refused') throw outcome.refusal;
      if (outcome.kind === 'wrong code')
        throw await failed(outcome.account, outcome.actor, 'wrong authenticator code', wrongCode());

      const { account } = outcome;
      return {
        staff: (await findStaff(db, account.id))!,
        access_token: jwt.sign(
          { sub: account.id, typ: 'staff', ver: account.tokenVersion },
          { expiresIn: config.studio.tokenExpiresIn },
        ),
        token_type: 'Bearer',
        expires_in: config.studio.tokenExpiresIn,
      };
    },

    /** Ends every session of the account: its token version goes up. */
    async signOut(actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE staff SET token_version = token_version + 1 WHERE id = $1', [actor.staffId]);
        await recordAudit(tx, actor, { action: 'sign out', recordType: 'staff', recordId: actor.staffId });
      });
    },
  };
}
