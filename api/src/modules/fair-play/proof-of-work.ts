import { createHmac, randomInt } from 'node:crypto';
import { bilingual, type ProofOfWorkChallenge } from '@fanhub/contract';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';

const ALGORITHM = 'PBKDF2/SHA-256';
/** A solver tries counters from 0 up; the answer is one of these, so the work is this many key derivations. */
const COUNTER_FROM = 100;
const COUNTER_TO = 200;
const CHALLENGE_MINUTES = 10;

export const challengeRequired = () =>
  new AppError(
    400,
    'CHALLENGE_REQUIRED',
    bilingual(
      'Selesaikan verifikasi anti-bot dulu, lalu coba lagi',
      'Finish the anti-bot check first, then try again',
    ),
    'altcha',
  );
const challengeFailed = () =>
  new AppError(
    400,
    'CHALLENGE_FAILED',
    bilingual(
      'Verifikasi anti-bot tidak berlaku (kedaluwarsa atau sudah dipakai); ulangi verifikasinya',
      'The anti-bot check is not valid (expired or already used); run it again',
    ),
    'altcha',
  );

/** The work each challenge asks for now: the studio's setting, or the configured default. */
export async function proofOfWorkCost(db: Queryable, configured: number): Promise<number> {
  const { rows } = await db.query<{ cost: number }>(
    'SELECT proof_of_work_cost AS cost FROM fair_play_settings',
  );
  return rows[0]?.cost ?? configured;
}

/** The studio's setting of the work each challenge asks for, and who set it. */
export async function saveProofOfWorkCost(
  db: Queryable,
  cost: number,
  staffId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO fair_play_settings (proof_of_work_cost, changed_by) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET proof_of_work_cost = EXCLUDED.proof_of_work_cost,
       changed_at = now(), changed_by = EXCLUDED.changed_by`,
    [cost, staffId],
  );
}

/**
 * Proof of work with ALTCHA (docs/fair-play.md): the API hands out signed challenges; the browser derives keys
 * until it finds the one whose prefix the challenge names; the API checks the answer against the key it signed
 * (no key derivation on the server) and spends the challenge, so an answer works once. No third party is
 * involved and nothing about the fan is collected.
 */
export function createProofOfWork(app: FastifyInstance) {
  const { db, config } = app;
  // Replicas share JWT_SECRET, so a challenge from one is checked by any; its own label keeps the keys apart.
  const secret = (label: string) => createHmac('sha256', config.jwt.secret).update(label).digest('base64url');
  const hmacSignatureSecret = secret('proof-of-work challenge');
  const hmacKeySignatureSecret = secret('proof-of-work key');

  return {
    async challenge(): Promise<ProofOfWorkChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: await proofOfWorkCost(db, config.fairPlay.proofOfWorkCost),
        counter: randomInt(COUNTER_FROM, COUNTER_TO),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return challenge as ProofOfWorkChallenge;
    },

    /** Accepts a solved challenge once; anything else (missing, forged, expired, replayed) is refused. */
    async spend(answer: string | undefined): Promise<void> {
      if (!answer) throw challengeRequired();
      const payload = decode(answer);
      if (!payload?.challenge?.signature || !payload.solution) throw challengeFailed();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) throw challengeFailed();
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const { rows } = await db.query(
        `INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2)
         ON CONFLICT (signature) DO NOTHING RETURNING signature`,
        [payload.challenge.signature, expiresAt],
      );
      if (rows.length === 0) throw challengeFailed();
    },

    /** Forgets spent challenges past their expiry: they are refused as expired anyway. */
    async forgetExpired(): Promise<void> {
      await db.query('DELETE FROM spent_challenges WHERE expires_at < now()');
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

function decode(answer: string): Payload | undefined {
  try {
    return JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Payload;
  } catch {
    return undefined;
  }
}
