import { randomUUID } from 'node:crypto';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The job queue on the run's database (PGlite or PostgreSQL), as every replica starts it: pg-boss on our own
// connections, its tables made by the migrations.
let database: TestDatabase;
let jobs: JobQueue;
const ran: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database.db, (error) => ran.push(`error: ${error.message}`), {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 30,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.dispose();
});

async function ranWithin(ms: number, ticketId: string): Promise<boolean> {
  for (
    const until = Date.now() + ms;
    Date.now() < until;
    await new Promise((resolve) => setTimeout(resolve, 50))
  )
    if (ran.includes(ticketId)) return true;
  return false;
}

it('says how many jobs wait and how long the oldest has, before any replica works the queue', async () => {
  await database.db.transaction((tx) => jobs.send(tx, 'ticketMail', { ticketId: randomUUID() }));
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const ticketMails = (await jobs.figures()).find((figures) => figures.queue === 'ticketMail');
  expect(ticketMails).toMatchObject({ queue: 'ticketMail', waiting: 1, failed: 0 });
  expect(ticketMails!.oldestWaitingSeconds).toBeGreaterThanOrEqual(1);
});

it('runs a job queued in a transaction that commits, and never one queued in a transaction that rolls back', async () => {
  jobs.work('ticketMail', async ({ ticketId }) => void ran.push(ticketId));
  const rolledBack = randomUUID();
  const committed = randomUUID();
  await expect(
    database.db.transaction(async (tx) => {
      await jobs.send(tx, 'ticketMail', { ticketId: rolledBack });
      throw new Error('the sign-up failed after its job was queued');
    }),
  ).rejects.toThrow('the sign-up failed');
  await database.db.transaction((tx) => jobs.send(tx, 'ticketMail', { ticketId: committed }));

  expect(await ranWithin(10_000, committed)).toBe(true);
  // Polled after the committed one ran: a job the queue held would have been taken in the same fetches.
  expect(await ranWithin(1_500, rolledBack)).toBe(false);
  const { rows } = await database.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pgboss.job WHERE data ->> 'ticketId' = $1`,
    [rolledBack],
  );
  expect(rows[0]!.count).toBe(0);
  expect(ran.filter((entry) => entry.startsWith('error'))).toEqual([]);
});

it("queues from SQL what pg-boss's own send would: the queue's retries, backoff, lease and retention", async () => {
  const viaSql = randomUUID();
  await database.db.query(`SELECT job_send('ticketMail', jsonb_build_object('ticketId', $1::text))`, [
    viaSql,
  ]);
  const { rows } = await database.db.query(
    `SELECT retry_limit, retry_delay, retry_backoff, extract(epoch FROM expire_in)::int AS expire_seconds,
            keep_until > now() + interval '13 days' AS kept
     FROM pgboss.job WHERE data ->> 'ticketId' = $1`,
    [viaSql],
  );
  expect(rows).toEqual([
    { retry_limit: 14, retry_delay: 5, retry_backoff: true, expire_seconds: 300, kept: true },
  ]);
  expect(await ranWithin(10_000, viaSql)).toBe(true);
  await expect(database.db.query(`SELECT job_send('noSuchQueue', '{}')`)).rejects.toThrow(
    'no job queue named noSuchQueue',
  );
});
