import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  bilingual,
  CONFIRMATION_CODE_ATTEMPTS,
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_CODE_MINUTES,
  CONFIRMATION_RESEND_SECONDS,
  CONFIRMATION_SENDS_PER_HOUR,
} from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { emailConfirmationMail } from '../../mail/messages';
import { sealer } from '../../jobs/sealed';
import { maskEmail } from '../member/mask-email';

/** What a queued confirmation code is sealed for (jobs/sealed.ts). */
const SEALED_CONTEXT = 'confirmation code';

const codeInvalid = () =>
  errors.badRequest(
    'CONFIRMATION_CODE_INVALID',
    bilingual(
      'Kode salah atau kedaluwarsa; minta kode baru bila perlu',
      'The code is wrong or has expired; ask for a new code if needed',
    ),
    'code',
  );
const alreadyConfirmed = () =>
  errors.conflict(
    'EMAIL_ALREADY_CONFIRMED',
    bilingual('Email kamu sudah terkonfirmasi', 'Your email is already confirmed'),
  );
const waitBeforeResend = (seconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    bilingual(
      `Tunggu ${seconds} detik sebelum meminta kode baru`,
      `Wait ${seconds} seconds before asking for a new code`,
    ),
  );

const enoughForAnHour = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    bilingual(
      `Sudah ${CONFIRMATION_SENDS_PER_HOUR} kode dalam satu jam; coba lagi nanti`,
      `That is ${CONFIRMATION_SENDS_PER_HOUR} codes within an hour; try again later`,
    ),
  );

export interface ConfirmationSent {
  sentTo: string;
  expiresInMinutes: number;
}

/**
 * A fan proves their email before spending (docs/fair-play.md): a code is mailed at registration and after an
 * email change, typed back to confirm; resends are limited (one a minute, a few an hour) so nobody turns the
 * API into a mail cannon. Codes are kept as HMACs, as reset codes are.
 */
export function createEmailConfirmation(app: FastifyInstance) {
  const { db, config, mailer, jobs } = app;
  const codeHash = (memberId: string, email: string, code: string) =>
    createHmac('sha256', config.jwt.secret)
      .update(`confirm:${memberId}:${email.toLowerCase()}:${code}`)
      .digest('base64url');
  const newCode = () =>
    String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(CONFIRMATION_CODE_LENGTH, '0');
  const sealed = sealer(config.jwt.secret);

  /** The code's mail, queued in `tx`: it goes when the change commits, and again until the mail server takes it. */
  const queueMail = (tx: Queryable, memberId: string, code: string) =>
    jobs.send(tx, 'confirmationCodeMail', { memberId, sealedCode: sealed.seal(SEALED_CONTEXT, code) });

  return {
    /**
     * Makes `email` the member's unconfirmed address with a new code, in the caller's transaction (the
     * registration's, the email change's), and queues the code's mail in it.
     */
    async begin(tx: Queryable, memberId: string, email: string): Promise<void> {
      const code = newCode();
      await tx.query('UPDATE members SET email_confirmed_at = NULL WHERE id = $1', [memberId]);
      await tx.query(
        `INSERT INTO email_confirmations (member_id, email, code_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         ON CONFLICT (member_id) DO UPDATE SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash,
           attempts = 0, expires_at = EXCLUDED.expires_at, last_sent_at = now()`,
        [memberId, email, codeHash(memberId, email, code), CONFIRMATION_CODE_MINUTES],
      );
      await queueMail(tx, memberId, code);
    },

    /**
     * Mails a queued code while it is still the member's code to type: not one replaced by a newer code, used, or
     * expired while the mail server was down. It goes to the address it confirms, with the minutes it has left.
     */
    async mailOwed({ memberId, sealedCode }: { memberId: string; sealedCode: string }): Promise<void> {
      const code = sealed.open(SEALED_CONTEXT, sealedCode);
      if (code === undefined) return;
      const { rows } = await db.query<{ email: string; codeHash: string; minutesLeft: number }>(
        `SELECT email, code_hash AS "codeHash",
                ceil(extract(epoch FROM expires_at - now()) / 60)::int AS "minutesLeft"
         FROM email_confirmations WHERE member_id = $1 AND expires_at > now()`,
        [memberId],
      );
      const pending = rows[0];
      if (!pending || pending.codeHash !== codeHash(memberId, pending.email, code)) return;
      await mailer.send(emailConfirmationMail(pending.email, code, pending.minutesLeft));
    },

    /** Confirms the member's address when `code` is the one mailed for it; refuses and counts otherwise. */
    async confirm(memberId: string, code: string): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ email: string; codeHash: string; attempts: number; live: boolean }>(
          `SELECT c.email, c.code_hash AS "codeHash", c.attempts, c.expires_at > now() AS live
           FROM email_confirmations c JOIN members m ON m.id = c.member_id AND lower(m.email) = lower(c.email)
           WHERE c.member_id = $1 FOR UPDATE OF c`,
          [memberId],
        );
        const pending = rows[0];
        if (!pending) return 'none' as const;
        if (!pending.live || pending.attempts >= CONFIRMATION_CODE_ATTEMPTS) return 'invalid' as const;
        const given = Buffer.from(codeHash(memberId, pending.email, code));
        if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
          await tx.query('UPDATE email_confirmations SET attempts = attempts + 1 WHERE member_id = $1', [
            memberId,
          ]);
          return 'invalid' as const;
        }
        await tx.query('DELETE FROM email_confirmations WHERE member_id = $1', [memberId]);
        await tx.query('UPDATE members SET email_confirmed_at = now() WHERE id = $1', [memberId]);
        return 'confirmed' as const;
      });
      if (outcome === 'invalid') throw codeInvalid();
      if (outcome === 'none') {
        if (await isConfirmed(db, memberId)) throw alreadyConfirmed();
        throw codeInvalid();
      }
    },

    /** A new code for the member's current address, when the limits allow one now. */
    async resend(memberId: string): Promise<ConfirmationSent> {
      const code = newCode();
      const sent = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          email: string;
          confirmed: boolean;
          waitSeconds: number;
          sends: number;
        }>(
          `SELECT m.email, m.email_confirmed_at IS NOT NULL AS confirmed,
                  COALESCE(CEIL(EXTRACT(EPOCH FROM c.last_sent_at + make_interval(secs => $2) - now())), 0)::int
                    AS "waitSeconds",
                  CASE WHEN c.window_started_at > now() - interval '1 hour' THEN c.sends ELSE 0 END AS sends
           FROM members m LEFT JOIN email_confirmations c ON c.member_id = m.id
           WHERE m.id = $1 FOR UPDATE OF m`,
          [memberId, CONFIRMATION_RESEND_SECONDS],
        );
        const member = rows[0]!;
        if (member.confirmed) throw alreadyConfirmed();
        if (member.waitSeconds > 0) throw waitBeforeResend(member.waitSeconds);
        if (member.sends >= CONFIRMATION_SENDS_PER_HOUR) throw enoughForAnHour();
        await tx.query(
          `INSERT INTO email_confirmations (member_id, email, code_hash, expires_at)
           VALUES ($1, $2, $3, now() + make_interval(mins => $4))
           ON CONFLICT (member_id) DO UPDATE SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash,
             attempts = 0, expires_at = EXCLUDED.expires_at, last_sent_at = now(),
             sends = CASE WHEN email_confirmations.window_started_at > now() - interval '1 hour'
                          THEN email_confirmations.sends + 1 ELSE 1 END,
             window_started_at = CASE WHEN email_confirmations.window_started_at > now() - interval '1 hour'
                          THEN email_confirmations.window_started_at ELSE now() END`,
          [memberId, member.email, codeHash(memberId, member.email, code), CONFIRMATION_CODE_MINUTES],
        );
        await queueMail(tx, memberId, code);
        return member.email;
      });
      return { sentTo: maskEmail(sent), expiresInMinutes: CONFIRMATION_CODE_MINUTES };
    },
  };
}

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;

async function isConfirmed(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ confirmed: boolean }>(
    'SELECT email_confirmed_at IS NOT NULL AS confirmed FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.confirmed ?? false;
}
