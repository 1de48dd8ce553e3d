import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatUntilClose } from './repeat-until-close';

/** How often pending credits are folded into their accounts' balances. */
const FOLD_EVERY_MS = 100;

/**
 * Folds the credits spends leave pending (`ledger_credit_stripes`, db/schema.sql) into the balances of their
 * projects, campaigns and events, in batches. Every replica runs one; the database lets one fold at a time.
 * Totals never wait for it: they read `ledger_account_totals`, which counts pending credits.
 */
export const ledgerFolderPlugin = fp(async (app: FastifyInstance) => {
  repeatUntilClose(app, FOLD_EVERY_MS, () =>
    app.db
      .query('SELECT ledger_fold_credits()')
      .catch((error: unknown) => app.log.warn({ err: error }, 'pending coin credits not folded; retrying')),
  );
});
