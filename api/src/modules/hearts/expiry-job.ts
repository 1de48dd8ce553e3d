import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireHearts } from '../../ledger/hearts';

/**
 * Every `HEART_EXPIRY_EVERY_MS`, once across every replica (a periodic job): hearts past their expiry leave their
 * fans' accounts, a transfer each, in batches.
 * Spending never takes expired hearts in the meantime.
 */
export const heartExpiryPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.heartExpiryEveryMs === 0) return;
  app.jobs.every('heartExpiry', app.config.heartExpiryEveryMs, async () => {
    await expireHearts(app.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired hearts not taken out; retrying'),
    );
  });
});
