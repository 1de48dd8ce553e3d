import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { returnShortCampaigns } from '../campaign/all-or-nothing';
import { finishLapsedRefunds } from './refunds';

/**
 * Money's background work, every `FINANCE_JOBS_EVERY_MS`, once across every replica (a periodic job):
 * refunds an attempt left unfinished are finished, and all-or-nothing campaigns that closed short give their
 * supporters' coins back.
 */
export const financeJobsPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.financeJobsEveryMs === 0) return;
  app.jobs.every('financeJobs', app.config.financeJobsEveryMs, async () => {
    await finishLapsedRefunds(app.db, app.payments, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'unfinished refunds not looked at; retrying'),
    );
    const returned = await returnShortCampaigns(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'all-or-nothing campaigns not settled; retrying');
      return 0;
    });
    if (returned > 0) app.forgetPublicReads(['fan funding']);
  });
});
