import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
// The plugin's own stores: one counter in Redis shared by every replica, one in this process.
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';

type Result = { current: number; ttl: number };
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis while it answers; when it does not, counts in this process instead (warning once per
 * outage), so sign-in keeps working and stays limited. Each replica then limits on its own until Redis is back.
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  private warned = false;

  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: Result) => void,
    timeWindow: number,
    max: number,
  ) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          if (this.warned) this.log.info('rate limits: Redis answers again; counters are shared');
          this.warned = false;
          return callback(null, result);
        }
        if (!this.warned) {
          this.log.warn(
            { err: error },
            'rate limits: Redis unreachable; counting in this process until it is back',
          );
          this.warned = true;
        }
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.log);
  }
}

/** The `store` option of @fastify/rate-limit for counters shared through `redis` (no backoff options in use). */
export function sharedOrLocalStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor() {
      super(new RedisStore(false, false, redis, 'fanhub-rate-limit:'), new LocalStore(false, false), log);
    }
  };
}
