import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatUntilClose } from './repeat-until-close';

/**
 * Folds the credits spends leave pending (`ledger_credit_stripes`, db/schema.sql) into the balances of their
 * projects, campaigns and events, in batches, every `LEDGER_FOLD_EVERY_MS`. Every replica runs one; the database
 * lets one fold at a time.
 * Totals never wait for it: they read `ledger_account_totals`, which counts pending credits.
 */
export const ledgerFolderPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.ledgerFoldEveryMs === 0) return;
  repeatUntilClose(app, app.config.ledgerFoldEveryMs, () =>
    app.db
      .query('SELECT ledger_fold_credits()')
      .catch((error: unknown) => app.log.warn({ err: error }, 'pending coin credits not folded; retrying')),
  );
});
