import { waitUntil } from '@fanhub/testkit';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Periodic tasks on the job queue (ADR-288): every replica sends the period's job, one replica runs it, one run at
// a time; a run held by a replica that died is failed at its lease's end and the task runs again, once.
let database: TestDatabase;
const replicas: JobQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await database.dispose();
});

const replica = async () => {
  const jobs = await startJobQueue(database.db, (error) => console.error(error), {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  replicas.push(jobs);
  return jobs;
};

interface Run {
  by: string;
  startedAt: number;
  endedAt?: number;
}

it('runs a task once a period across two replicas, never two runs at once', async () => {
  const runs: Run[] = [];
  const task = (by: string) => async () => {
    const run: Run = { by, startedAt: Date.now() };
    runs.push(run);
    await new Promise((resolve) => setTimeout(resolve, 300));
    run.endedAt = Date.now();
  };
  const [first, second] = [await replica(), await replica()];
  first.every('webVitalsForget', 1000, task('first'));
  second.every('webVitalsForget', 1000, task('second'));
  await new Promise((resolve) => setTimeout(resolve, 4_600));

  const finished = runs.filter((run) => run.endedAt !== undefined);
  // Four periods began (at 1, 2, 3 and 4 s): one run each, whichever replica took it.
  expect(finished.length).toBeGreaterThanOrEqual(3);
  expect(runs.length).toBeLessThanOrEqual(5);
  for (let n = 1; n < finished.length; n++)
    expect(finished[n]!.startedAt).toBeGreaterThanOrEqual(finished[n - 1]!.endedAt!);
  // Each run was its own period's job.
  const { rows } = await database.db.query<{ jobs: number; periods: number }>(
    `SELECT count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS periods FROM pgboss.job
     WHERE name = 'webVitalsForget' AND state IN ('active', 'completed')`,
  );
  expect(rows[0]).toEqual({ jobs: runs.length, periods: runs.length });
});

it('fails a run a dead replica held past its lease, and runs the task again once', async () => {
  // A replica took the period's job and died: the job is active, its lease two seconds.
  await database.db.query(`SELECT job_send('fairPlayForget', '{}')`);
  const { rows } = await database.db.query<{ id: string }>(
    `UPDATE pgboss.job SET state = 'active', started_on = now(), expire_in = interval '2 seconds'
     WHERE name = 'fairPlayForget' AND state = 'created' RETURNING id::text`,
  );
  const dead = rows[0]!.id;
  const runs: number[] = [];
  (await replica()).every('fairPlayForget', 1000, async () => void runs.push(Date.now()));

  expect(await waitUntil(() => runs.length >= 1, { seconds: 15 })).toBe(true);
  const { rows: held } = await database.db.query<{ state: string; failedAt: number }>(
    `SELECT state, extract(epoch FROM completed_on) * 1000 AS "failedAt" FROM pgboss.job WHERE id = $1`,
    [dead],
  );
  expect(held[0]!.state).toBe('failed');
  expect(runs[0]!).toBeGreaterThanOrEqual(Math.floor(held[0]!.failedAt));
});
