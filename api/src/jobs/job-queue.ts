import PgBoss from 'pg-boss';
import pgBossVersion from 'pg-boss/version.json';
import type { JobQueueName } from '@fanhub/contract';
import type { Database, Queryable } from '../db/database';
import { workQueue, type WorkLoop } from './work-loop';

/** How long after queuing a job this replica looks for it (its transaction has committed by then, mostly). */
const WAKE_AFTER_SEND_MS = 50;

/** pg-boss's tables live in a schema of their own, beside ours. */
const SCHEMA = 'pgboss';
/** The version of its tables this pg-boss runs on. */
const PG_BOSS_SCHEMA = pgBossVersion.schema;

/**
 * Work done after the fan's answer, each kind on a queue of its own; changed here, a queue's options are changed
 * in the database at the next migration run (docs/operations.md lists them). Mails and pushes are delivered to
 * fans, retried with backoff (a mail 5 s, 10 s, 20 s … for a day's worth of tries, so a mail server down for a
 * while gets each mail when it is back) and listed for staff when they give up (the contract's JOB_QUEUE_NAMES).
 * One held longer than its lease by an API that died is handed to another: for a mail `JOB_MAIL_LEASE_SECONDS`,
 * in which a batch's last mail, behind mail servers that time out (mail/mailer.ts), fits well.
 */
export const MAIL_LEASE_SECONDS = 300;
const mail = (leaseSeconds: number) =>
  ({ retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: leaseSeconds }) as const;
const deliveryQueues = (leaseSeconds: number) =>
  ({
    ticketMail: mail(leaseSeconds),
    confirmationCodeMail: mail(leaseSeconds),
    resetCodeMail: mail(leaseSeconds),
    passwordChangedMail: mail(leaseSeconds),
    // 30 s, 1, 2, 4, 8 minutes: a push service down for a quarter of an hour.
    pushMessage: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  }) satisfies Record<JobQueueName, Omit<PgBoss.Queue, 'name'>>;

export const DELIVERY_QUEUES = deliveryQueues(MAIL_LEASE_SECONDS);

/**
 * A periodic task's queue (`every`): pg-boss's `stately` policy keeps at most one job waiting and one running
 * across every replica, so each replica may send the task's job at every period and the task runs once. A run held
 * past its lease by a replica that died fails (no retry), and the next period's job runs the task again.
 */
const periodic = (leaseSeconds: number) =>
  ({ policy: 'stately', retryLimit: 0, expireInSeconds: leaseSeconds }) as const;

export const PERIODIC_QUEUES = {
  // Runs of milliseconds: a replica that died holding one delays the ledger's next by seconds.
  ledgerSeal: periodic(10),
  ledgerFold: periodic(10),
  financeJobs: periodic(60),
  heartExpiry: periodic(120),
  pushSchedule: periodic(120),
  fairPlayForget: periodic(120),
  webVitalsForget: periodic(120),
} satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type PeriodicQueueName = keyof typeof PERIODIC_QUEUES;

const JOB_QUEUES = { ...DELIVERY_QUEUES, ...PERIODIC_QUEUES };
type QueueName = keyof typeof JOB_QUEUES;

/** What each queue's jobs carry: ids, and what a mail needs sealed (jobs/sealed.ts), never a readable code or address. */
export interface JobData {
  ticketMail: { ticketId: string };
  confirmationCodeMail: { memberId: string; sealedCode: string };
  resetCodeMail: { memberId: string; sealedCode: string };
  passwordChangedMail: { memberId: string; sealedTo: string };
  pushMessage: { pushId: number };
}

/**
 * pg-boss on our own connections (its documented `db` option): one pool, the pooler's rules, PGlite too. Its
 * maintenance (failing jobs held past their lease, archiving, dropping) sends scripts in a transaction of their own
 * (`BEGIN; …; COMMIT;`, no parameters, no rows wanted), which a prepared statement cannot hold: those run as scripts.
 */
function onConnections(db: Queryable): PgBoss.Db {
  return {
    executeSql: async (text, values) =>
      values === undefined && /^\s*BEGIN;/.test(text)
        ? (await db.exec(text), { rows: [] })
        : db.query(text, values ?? []),
  };
}

/**
 * As the schema's owner, in every migration run: installs pg-boss's tables (or brings them to this version) and
 * makes the queues named here. Each step is pg-boss's own plan, run in a transaction of its own; a
 * database already up to date is only read, so the API's role passes through it.
 */
export async function installJobQueue(
  db: Database,
  { mailLeaseSeconds }: { mailLeaseSeconds: number } = { mailLeaseSeconds: MAIL_LEASE_SECONDS },
): Promise<void> {
  const boss = new PgBoss({ db: onConnections(db), schema: SCHEMA });
  if (!(await boss.isInstalled())) await runPlan(db, PgBoss.getConstructionPlans(SCHEMA));
  else {
    const version = Number(await boss.schemaVersion());
    if (version < PG_BOSS_SCHEMA) await runPlan(db, PgBoss.getMigrationPlans(SCHEMA, String(version)));
  }
  for (const [name, options] of Object.entries({ ...deliveryQueues(mailLeaseSeconds), ...PERIODIC_QUEUES })) {
    const queue = await boss.getQueue(name);
    if (!queue) await boss.createQueue(name, { name, ...options });
    else if (Object.entries(options).some(([key, value]) => queue[key as keyof typeof options] !== value))
      await boss.updateQueue(name, { name, ...options });
  }
}

/**
 * A plan is a script with its own BEGIN and COMMIT, run on one connection and rolled back there if it fails.
 * Two replicas installing at once queue on the plan's lock; the second's plan then fails as pg-boss's own start
 * expects (a table that already exists, a version already passed), and the tables are there.
 */
async function runPlan(db: Database, plan: string): Promise<void> {
  await db
    .transaction((tx) => tx.exec(plan), { budgeted: false })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      if (!message.includes('already exists') && !message.includes('division by zero')) throw error;
    });
}

export interface JobQueue {
  /** Queues a job in `tx`: it exists, and runs, only if `tx` commits. */
  send<Name extends keyof JobData>(tx: Queryable, name: Name, data: JobData[Name]): Promise<void>;
  /** Runs each job of `name` with `work`, a few at a time in this replica; a throw fails it for a later retry. */
  work<Name extends keyof JobData>(
    name: Name,
    work: (data: JobData[Name], job: { lastTry: boolean }) => Promise<void>,
  ): void;
  /**
   * Runs `task` every `everyMs` (in whole seconds, at least one) once across every replica: this replica sends the
   * period's job (the queue keeps one a period and runs one at a time, PERIODIC_QUEUES) and takes it when no other
   * replica did. `task` handles its own errors.
   */
  every(name: PeriodicQueueName, everyMs: number, task: () => Promise<unknown>): void;
  /** Runs a failed job once more (pg-boss's retry), in `tx`; false when it is not a failed job of `name`. */
  retry(tx: Queryable, name: JobQueueName, id: string): Promise<boolean>;
  /**
   * Each queue's jobs waiting (due or for a retry), the oldest due one's wait, and those that gave up: a mail's, for
   * staff to retry; a periodic run that failed is no one's to retry (the next period's runs), so it is not counted.
   */
  figures(): Promise<QueueFigures[]>;
  stop(): Promise<void>;
}

export interface QueueFigures {
  queue: string;
  waiting: number;
  /** Seconds the oldest job due to run has waited for it (0: none waits). A retry not yet due is not late. */
  oldestWaitingSeconds: number;
  failed: number;
}

/** Every replica runs one: jobs are shared out among them (each taken by one), and it stops with the app. */
export async function startJobQueue(
  db: Database,
  onError: (error: Error) => void,
  options: { pollingIntervalSeconds: number; maintenanceIntervalSeconds: number },
): Promise<JobQueue> {
  // pg-boss's clock (its cron) stays off: it is minute-grained, and it runs through pg-boss 10's own `work()`,
  // whose completions are neither awaited nor caught (work-loop.ts). Periodic tasks are `every` (ADR-288).
  const boss = new PgBoss({
    db: onConnections(db),
    schema: SCHEMA,
    migrate: false,
    schedule: false,
    // How often one replica fails the jobs a dead replica held past their lease, and archives old ones.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', onError);
  await boss.start();
  const loops = new Map<QueueName, WorkLoop>();
  const tickers = new Map<PeriodicQueueName, NodeJS.Timeout>();
  let stopping = false;
  const fansWaiting = () => db.connections().waiting > 0;
  const loopOf = <Data>(
    name: QueueName,
    work: (data: Data, job: { lastTry: boolean }) => Promise<void>,
    pollingIntervalMs: number,
  ) => {
    const loop = workQueue(boss, name, work, { pollingIntervalMs, onError, fansWaiting });
    loops.set(name, loop);
    return loop;
  };
  return {
    // The database's job_send (migration 043), which SQL calls too (a sign-up queues its ticket's mail itself).
    async send(tx, name, data) {
      await tx.query('SELECT job_send($1, $2)', [name, JSON.stringify(data)]);
      // The change it follows commits in a moment: this replica looks for it then, not at its next poll (a fan
      // waiting for a confirmation code).
      setTimeout(() => loops.get(name)?.wake(), WAKE_AFTER_SEND_MS).unref();
    },
    async retry(tx, name, id) {
      // pg-boss 10's types say void; it answers the counts of its command (manager.js, mapCommandResponse).
      const { affected } = (await boss.retry(name, id, { db: onConnections(tx) })) as unknown as {
        affected: number;
      };
      return affected === 1;
    },
    work(name, work) {
      loopOf(name, work, options.pollingIntervalSeconds * 1000);
    },
    every(name, everyMs, task) {
      // Woken by its own sends; a job another replica sent is taken at the next one at the latest.
      const loop = loopOf(name, async () => void (await task()), Math.max(everyMs * 10, 60_000));
      const planNext = () => {
        if (!stopping) tickers.set(name, setTimeout(() => void tick(), everyMs).unref());
      };
      // One job a period, in whole seconds (pg-boss's singleton_on), whichever replica sends it first.
      const periodSeconds = Math.max(1, Math.round(everyMs / 1000));
      const tick = async () => {
        await db.query('SELECT job_send($1, $2, now(), $3)', [name, '{}', periodSeconds]).catch(onError);
        loop.wake();
        planNext();
      };
      planNext();
    },
    // pg-boss answers sizes but not ages: read from its job table (read only; its states are its documented ones).
    // Our queues only, not pg-boss's own (its schedules').
    async figures() {
      const { rows } = await db.query<QueueFigures>(
        `SELECT q.name AS queue,
                count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
                COALESCE(extract(epoch FROM now() - min(j.start_after)
                  FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float8
                  AS "oldestWaitingSeconds",
                count(j.id) FILTER (WHERE j.state = 'failed' AND q.name = ANY($2::text[]))::int AS failed
         FROM ${SCHEMA}.queue q LEFT JOIN ${SCHEMA}.job j ON j.name = q.name
         WHERE q.name = ANY($1::text[])
         GROUP BY q.name ORDER BY q.name`,
        [Object.keys(JOB_QUEUES), Object.keys(DELIVERY_QUEUES)],
      );
      return rows;
    },
    async stop() {
      stopping = true;
      for (const ticker of tickers.values()) clearTimeout(ticker);
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}
