import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sealFinalEntries } from '../ledger/seals';

/**
 * Seals the ledger's new entries every `LEDGER_SEAL_EVERY_MS` (ledger/seals.ts), once across every replica (a
 * periodic job, jobs/job-queue.ts); the database would let one seal at a time anyway.
 */
export const ledgerSealerPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.ledgerSealEveryMs === 0) return;
  app.jobs.every('ledgerSeal', app.config.ledgerSealEveryMs, () =>
    sealFinalEntries(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ledger not sealed this turn; retrying'),
    ),
  );
});
