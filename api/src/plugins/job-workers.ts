import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { passwordChangedNotice } from '../modules/auth/password-changed-notice';
import { createPasswordReset } from '../modules/auth/password-reset';
import { mailOwedTicket } from '../modules/tickets/ticket-mail-job';

/**
 * What this replica does for the job queue (jobs/job-queue.ts; docs/operations.md lists each queue, what queues
 * its jobs and what a failure means to a fan). Every replica works every queue; each job goes to one of them.
 */
export const jobWorkersPlugin = fp(async (app: FastifyInstance) => {
  const { jobs, db, mailer, config } = app;
  jobs.work('ticketMail', ({ ticketId }) => mailOwedTicket(db, mailer, ticketId));
  jobs.work('confirmationCodeMail', (data) => app.fairPlay.emailConfirmation.mailOwed(data));
  const passwordReset = createPasswordReset(app);
  jobs.work('resetCodeMail', (data) => passwordReset.mailOwed(data));
  const notice = passwordChangedNotice(config.jwt.secret);
  jobs.work('passwordChangedMail', (data) => notice.mail(mailer, data));
});
