import rateLimit from '@fastify/rate-limit';
import { bilingual, type SharedCounters } from '@fanhub/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { AppError } from '../http/app-error';
import { sharedOrLocalStore } from './rate-limit-store';

/** How long to wait, in each language: `55 detik / 55 seconds`, `1 menit / 1 minute`, `2 jam / 2 hours`. */
export function waitPhrase(wait: number): { id: string; en: string } {
  const seconds = Math.max(1, Math.ceil(wait));
  const [count, id, en] =
    seconds < 60
      ? [seconds, 'detik', 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'menit', 'minute']
        : [Math.ceil(seconds / 3600), 'jam', 'hour'];
  return { id: `${count} ${id}`, en: `${count} ${en}${count === 1 ? '' : 's'}` };
}

const rateLimited = (ttlMs: number) => {
  const wait = waitPhrase(ttlMs / 1000);
  return new AppError(
    429,
    'RATE_LIMITED',
    bilingual(
      `Terlalu banyak percobaan, coba lagi dalam ${wait.id}`,
      `Too many attempts, try again in ${wait.en}`,
    ),
  );
};

/**
 * A second limit on a route, counted per key (an account's email) rather than per address: a preHandler.
 * (The plugin runs one limiter per request; this one is checked by hand.)
 */
export function limitPerKey(
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
  keyOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({ ...limit, keyGenerator: keyOf });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(result.ttl);
  };
}

/**
 * Per-route limits (`config.rateLimit` on a route, or `limitPerKey` as a preHandler). Counters live in
 * this process unless REDIS_URL is set, in which case every API replica shares them while Redis answers.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        // Fail at once while Redis is down (no queue of waiting commands), so a limit falls back to this process.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 500,
        connectTimeout: 2000,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', () => undefined); // reported by the store, once per outage
    app.addHook('onClose', async () => void redis.disconnect());
    // Started with Redis down, the API still serves (counting in this process) and reconnects in the background.
    await redis
      .connect()
      .catch((error: Error) => app.log.warn({ err: error }, 'rate limits: Redis unreachable at start'));
  }
  app.decorate('sharedCounters', (): SharedCounters => {
    if (!redis) return 'not configured';
    return redis.status === 'ready' ? 'ok' : 'unavailable';
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis, app.log) } : {}),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
});
