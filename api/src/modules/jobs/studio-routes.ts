import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { failedJobs, lockedFailedJob } from './failed-jobs';

/** The studio's view of the job queue: what gave up, and an admin's retry (docs/operations.md, "The job queue"). */
export const jobStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, jobs } = app;

  app.route({
    ...contractRoute(app, 'GET /studio/jobs/failed'),
    handler: async () => ({ status: true as const, data: await failedJobs(db) }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/jobs/failed/:id/retry'),
    handler: async (request) => {
      const actor = actorOf(request);
      const job = await db.transaction(async (tx) => {
        const failed = await lockedFailedJob(tx, request.params.id);
        // Retried already by someone else, archived, or never a failed job.
        if (!failed || !(await jobs.retry(tx, failed.queue, failed._id)))
          throw errors.notFound({ id: 'Job gagal', en: 'Failed job' });
        await recordAudit(tx, actor, {
          action: 'retry',
          recordType: 'job',
          recordId: failed._id,
          before: { queue: failed.queue, subject: failed.subject, state: 'failed', error: failed.error },
          after: { state: 'retry' },
        });
        return failed;
      });
      return { status: true as const, data: job };
    },
  });
};
