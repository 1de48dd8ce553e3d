import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJobQueue } from '../jobs/job-queue';

/** The job queue (jobs/job-queue.ts) as `app.jobs`: started with the app, stopped before its database closes. */
export const jobQueuePlugin = fp(async (app: FastifyInstance) => {
  const jobs = await startJobQueue(app.db, (error) => app.log.warn({ err: error }, 'job queue'), {
    pollingIntervalSeconds: app.config.jobPollSeconds,
    maintenanceIntervalSeconds: app.config.jobMaintenanceSeconds,
  });
  app.decorate('jobs', jobs);
  app.addHook('preClose', () => jobs.stop());
});
