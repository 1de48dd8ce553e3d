import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sealFinalEntries } from '../ledger/seals';
import { repeatUntilClose } from './repeat-until-close';

/**
 * Seals the ledger's new entries every `LEDGER_SEAL_EVERY_MS` (ledger/seals.ts). Every replica runs one; the
 * database lets one seal at a time.
 */
export const ledgerSealerPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.ledgerSealEveryMs === 0) return;
  repeatUntilClose(app, app.config.ledgerSealEveryMs, () =>
    sealFinalEntries(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ledger not sealed this turn; retrying'),
    ),
  );
});
