import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { AppError } from '../http/app-error';
import { bilingual } from '@fanhub/contract';

/**
 * Per-route limits (`config.rateLimit` on a route). Counters live in this process unless REDIS_URL is set,
 * in which case every API replica shares them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'fanhub-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        bilingual(
          `Terlalu banyak percobaan, coba lagi dalam ${context.after}`,
          `Too many attempts, try again in ${context.after}`,
        ),
      ),
  });
});
