import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, StringEnum } from './schema-kit';
import { ANY_STAFF } from './staff-roles';

/** What the job queue delivers to fans, retried, and listed for staff when it gives up (docs/operations.md). */
export const JOB_QUEUE_NAMES = [
  'ticketMail',
  'confirmationCodeMail',
  'resetCodeMail',
  'passwordChangedMail',
  'pushMessage',
] as const;
export type JobQueueName = (typeof JOB_QUEUE_NAMES)[number];

/** A job that used up its retries: what it was for, when it gave up, and the last error. */
export const StudioFailedJobSchema = Type.Object({
  _id: Type.String(),
  queue: StringEnum(JOB_QUEUE_NAMES),
  /** The record it was for (`ticket …`, `member …`, `push …`), never a mailed code or an address. */
  subject: Type.String(),
  attempts: Type.Integer({ description: 'Tries made, the first included' }),
  error: Type.String({ description: 'What the last try failed with' }),
  createdAt: DateTime(),
  failedAt: DateTime(),
});
export type StudioFailedJob = typeof StudioFailedJobSchema.static;

const tag = 'studio: job queue';

export const jobStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/jobs/failed', {
    operationId: 'studioListFailedJobs',
    tag,
    summary: 'Jobs that used up their retries (a mail server down for a day, say), newest first; kept a week',
    staff: ANY_STAFF,
    response: Envelope(Type.Array(StudioFailedJobSchema)),
    errors: [401, 403],
  }),
  endpoint('POST', '/studio/jobs/failed/:id/retry', {
    operationId: 'studioRetryFailedJob',
    tag,
    summary: 'Runs a failed job once more, as soon as a replica is free (audited); it leaves the list',
    staff: ['admin'],
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    response: Envelope(StudioFailedJobSchema),
    errors: [401, 403, 404],
  }),
);
