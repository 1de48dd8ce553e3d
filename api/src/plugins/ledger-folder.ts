import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Folds the credits spends leave pending (`ledger_credit_stripes`, db/schema.sql) into the balances of their
 * projects, campaigns and events, in batches, every `LEDGER_FOLD_EVERY_MS`, once across every replica (a periodic job,
 * jobs/job-queue.ts); the database would let one fold at a time anyway.
 * Totals never wait for it: they read `ledger_account_totals`, which counts pending credits.
 */
export const ledgerFolderPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.ledgerFoldEveryMs === 0) return;
  app.jobs.every('ledgerFold', app.config.ledgerFoldEveryMs, () =>
    app.db
      .query('SELECT ledger_fold_credits()')
      .catch((error: unknown) => app.log.warn({ err: error }, 'pending coin credits not folded; retrying')),
  );
});
