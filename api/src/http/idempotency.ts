import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A spend request's `Idempotency-Key`, with a fingerprint of what it asks: method, URL and body. */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

/**
 * The key of a member's spend request, or undefined without one. With a key, the spend's first answer is kept
 * with it, and a retry (a double click, a lost response) gets the same answer without moving any more coins;
 * the same key with another request is refused (`spend_claim`, db/schema.sql).
 */
export function idempotencyKeyOf(request: FastifyRequest): IdempotencyKey | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.url} ${JSON.stringify(request.body)}`)
    .digest('base64url');
  return { key, fingerprint };
}

/** Marks the answer of a retried spend as the first one's. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
