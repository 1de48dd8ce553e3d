import { JOB_QUEUE_NAMES, type JobQueueName, type StudioFailedJob } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** The most failed jobs the studio lists: more means an outage to mend, not a list to read. */
const LISTED = 200;

interface FailedJobRow {
  _id: string;
  queue: JobQueueName;
  data: Record<string, unknown>;
  attempts: number;
  error: string | null;
  createdAt: string;
  failedAt: string;
}

/** What a job was for, from the ids it carries (what it carries sealed stays sealed). */
function subjectOf(data: Record<string, unknown>): string {
  if (typeof data.ticketId === 'string') return `ticket ${data.ticketId}`;
  if (typeof data.memberId === 'string') return `member ${data.memberId}`;
  if (typeof data.pushId === 'number') return `push ${data.pushId}`;
  return '-';
}

const failedJob = ({ data, error, ...job }: FailedJobRow): StudioFailedJob => ({
  ...job,
  subject: subjectOf(data),
  error: error ?? '',
});

const SELECT_FAILED = `SELECT id::text AS "_id", name AS queue, data, retry_count + 1 AS attempts,
    output ->> 'message' AS error, created_on AS "createdAt", completed_on AS "failedAt"
  FROM pgboss.job WHERE state = 'failed' AND name = ANY($1::text[])`;

/** Jobs that used up their retries, newest first (pg-boss moves them to its archive after a week). */
export async function failedJobs(db: Queryable): Promise<StudioFailedJob[]> {
  const { rows } = await db.query<FailedJobRow>(
    `${SELECT_FAILED} ORDER BY completed_on DESC LIMIT ${LISTED}`,
    [JOB_QUEUE_NAMES],
  );
  return rows.map(failedJob);
}

/** One failed job, held for the caller's transaction (a retry and its audit line). */
export async function lockedFailedJob(tx: Queryable, id: string): Promise<StudioFailedJob | undefined> {
  const { rows } = await tx.query<FailedJobRow>(`${SELECT_FAILED} AND id = $2 FOR UPDATE`, [
    JOB_QUEUE_NAMES,
    id,
  ]);
  return rows[0] && failedJob(rows[0]);
}
