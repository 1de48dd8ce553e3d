import { createHash } from 'node:crypto';
import { bilingual } from '@fanhub/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { errors } from './app-error';

/**
 * Runs a member's spend in one transaction. With an `Idempotency-Key` header, the first answer is kept with
 * the key, and a retry with that key (a double click, a lost response) gets the same answer without moving
 * any more coins. Two requests with one key at the same moment: the second waits on the first's row and then
 * answers what the first answered. A refused spend keeps nothing, so its retry runs again.
 */
export async function spendOnce<T>(
  db: Database,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return { answer: await db.transaction(work), replayed: false };
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.url} ${JSON.stringify(request.body)}`)
    .digest('base64url');
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotent_requests (member_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, key) DO NOTHING RETURNING key`,
      [request.memberId, key, fingerprint],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await tx.query<{ fingerprint: string; answer: T }>(
        'SELECT fingerprint, answer FROM idempotent_requests WHERE member_id = $1 AND key = $2',
        [request.memberId, key],
      );
      if (rows[0]!.fingerprint !== fingerprint) {
        throw errors.conflict(
          'IDEMPOTENCY_KEY_REUSED',
          bilingual(
            'Idempotency-Key ini sudah dipakai untuk permintaan lain',
            'This Idempotency-Key was already used for another request',
          ),
        );
      }
      return { answer: rows[0]!.answer, replayed: true };
    }
    const answer = await work(tx);
    await tx.query('UPDATE idempotent_requests SET answer = $3 WHERE member_id = $1 AND key = $2', [
      request.memberId,
      key,
      JSON.stringify(answer),
    ]);
    return { answer, replayed: false };
  });
}
