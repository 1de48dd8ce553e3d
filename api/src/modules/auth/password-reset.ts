import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_MIN_LENGTH,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_LENGTH,
  RESET_CODE_MINUTES,
} from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errors } from '../../http/app-error';
import { sealer } from '../../jobs/sealed';
import { resetCodeMail } from '../../mail/messages';
import { maskEmail } from '../member/mask-email';
import { normalizePhone } from '../member/phone';
import { findCredentialsByEmail, replacePassword } from '../member/repository';
import { messages } from './messages';
import { passwordChangedNotice } from './password-changed-notice';
import { hashPassword } from './passwords';

/** What a queued reset code is sealed for (jobs/sealed.ts). */
const SEALED_CONTEXT = 'reset code';

/**
 * Password reset in two steps (docs/product.md section 2): email + phone must match an account, then a one-time code
 * goes to that account's email, and only the code sets a new password. Knowing someone's email and phone
 * (often public in fan groups) is not enough to take their account.
 */
export function createPasswordReset(app: FastifyInstance) {
  const { db, config, mailer, jobs } = app;
  const codeHash = (memberId: string, code: string) =>
    createHmac('sha256', config.jwt.secret).update(`${memberId}:${code}`).digest('base64url');
  const invalidCode = () => errors.badRequest('RESET_CODE_INVALID', messages.resetCodeInvalid, 'code');
  const sealed = sealer(config.jwt.secret);
  const notice = passwordChangedNotice(config.jwt.secret);

  return {
    async sendCode(email: string, phoneInput: string) {
      const phone = normalizePhone(phoneInput);
      if (!phone) throw errors.badRequest('INVALID_PHONE', messages.invalidPhone, 'phone');
      const member = await findCredentialsByEmail(db, email);
      if (!member || member.phone !== phone) {
        throw new AppError(422, 'RESET_IDENTITY_MISMATCH', messages.resetMismatch);
      }
      const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
      // A new request replaces any earlier code and its attempts; its mail is queued with it.
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO password_reset_codes (member_id, code_hash, expires_at)
           VALUES ($1, $2, now() + make_interval(mins => $3))
           ON CONFLICT (member_id) DO UPDATE
             SET code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at, created_at = now()`,
          [member.id, codeHash(member.id, code), RESET_CODE_MINUTES],
        );
        await jobs.send(tx, 'resetCodeMail', {
          memberId: member.id,
          sealedCode: sealed.seal(SEALED_CONTEXT, code),
        });
      });
      return { sentTo: maskEmail(member.email), expiresInMinutes: RESET_CODE_MINUTES };
    },

    async reset(input: { email: string; code: string; password: string; confirmPassword: string }) {
      if (input.password !== input.confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      if (input.password.length < PASSWORD_MIN_LENGTH) {
        throw errors.badRequest('PASSWORD_TOO_SHORT', messages.passwordTooShort, 'password');
      }
      const member = await findCredentialsByEmail(db, input.email);
      if (!member) throw invalidCode();
      const accepted = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ codeHash: string; attempts: number; live: boolean }>(
          `SELECT code_hash AS "codeHash", attempts, expires_at > now() AS live
           FROM password_reset_codes WHERE member_id = $1 FOR UPDATE`,
          [member.id],
        );
        const pending = rows[0];
        if (!pending || !pending.live || pending.attempts >= RESET_CODE_ATTEMPTS) return false;
        const given = Buffer.from(codeHash(member.id, input.code));
        if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
          await tx.query('UPDATE password_reset_codes SET attempts = attempts + 1 WHERE member_id = $1', [
            member.id,
          ]);
          return false;
        }
        await tx.query('DELETE FROM password_reset_codes WHERE member_id = $1', [member.id]);
        await replacePassword(tx, member.id, await hashPassword(input.password, config.passwordScryptN));
        await notice.queue(jobs, tx, member);
        return true;
      });
      if (!accepted) throw invalidCode();
    },

    /**
     * Mails a queued code while it is still the member's code to type: not one replaced by a newer request, used,
     * or expired while the mail server was down; with the minutes it has left.
     */
    async mailOwed({ memberId, sealedCode }: { memberId: string; sealedCode: string }): Promise<void> {
      const code = sealed.open(SEALED_CONTEXT, sealedCode);
      if (code === undefined) return;
      const { rows } = await db.query<{ email: string; codeHash: string; minutesLeft: number }>(
        `SELECT m.email, c.code_hash AS "codeHash",
                ceil(extract(epoch FROM c.expires_at - now()) / 60)::int AS "minutesLeft"
         FROM password_reset_codes c JOIN members m ON m.id = c.member_id
         WHERE c.member_id = $1 AND c.expires_at > now() AND c.attempts < $2`,
        [memberId, RESET_CODE_ATTEMPTS],
      );
      const pending = rows[0];
      if (!pending || pending.codeHash !== codeHash(memberId, code)) return;
      await mailer.send(resetCodeMail(pending.email, code, pending.minutesLeft));
    },
  };
}
