import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireHearts } from '../../ledger/hearts';
import { repeatUntilClose } from '../../plugins/repeat-until-close';

/**
 * Every `HEART_EXPIRY_EVERY_MS`, on every replica: hearts past their expiry leave their fans' accounts, a transfer
 * each, in batches (one replica at a time takes them; the others find it at work and wait for their next turn).
 * Spending never takes expired hearts in the meantime.
 */
export const heartExpiryPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.heartExpiryEveryMs === 0) return;
  repeatUntilClose(app, app.config.heartExpiryEveryMs, async () => {
    await expireHearts(app.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired hearts not taken out; retrying'),
    );
  });
});
