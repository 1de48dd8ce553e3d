import { bilingual, type OrderStatus } from '@fanhub/contract';
import { Client } from 'pg';
import {
  openStream,
  pause,
  waitUntil,
  type CoinPackage,
  type Fan,
  type RedisServer,
  type RunningNatsCluster,
  type RushCatalogue,
  type PostgresInstance,
  type RunningPgBouncer,
  type MailSink,
} from '@fanhub/testkit';
import type { Database } from '../src/db/database';
import { CHECK_EVERY_MS as REPLICA_CHECK_MS } from '../src/db/public-reads';
import { accountBalance } from '../src/ledger/accounts';
import { findProject } from '../src/modules/voting/repository';
import { probesWithin, type HealthProbe } from './health-watch';
import { afterAnswers, mailServerDown, ON_SALE_FANS, saleProblems, startSale, type Sale } from './on-sale';
import { deliver, openOrder, paymentNotification, SPENDS, type Sent } from './load';

export interface Replica {
  url: string;
  /** Its Prometheus metrics. */
  metricsUrl: string;
  /** Starts it (again, after a kill, as Docker's restart policy would); answers once it serves. */
  start(): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface FaultContext {
  replicas: Replica[];
  postgres: PostgresInstance;
  /** The streaming replica of `postgres` that the API replicas' public reads use (DATABASE_REPLICA_URL). */
  standby: PostgresInstance;
  replicaMaxLagMs: number;
  /** How long the replicas' public-read cache keeps an answer (PUBLIC_READ_CACHE_TTL_MS). */
  readCacheTtlMs: number;
  pgbouncer: RunningPgBouncer;
  redis: RedisServer;
  /** The NATS cluster live tallies go over; replica i is connected to node i first. */
  nats: RunningNatsCluster;
  catalogue: RushCatalogue;
  databaseUrl: string;
  db: Database;
  pack: CoinPackage;
  serverKey: string;
  statementTimeoutMs: number;
  /** Fans of this fault alone, with no coins (the payment fault's orders). */
  ownFans: Fan[];
  /** Requests the fault sends itself, checked by `expect`, apart from the load. */
  sent: Sent[];
  /** The SMTP server this fault's replicas send to; a fault may stop it and start another on its address. */
  mail: { sink: MailSink };
}

/** When the fault began and ended (ms since the epoch); what it must have shown meanwhile. */
export interface FaultWindow {
  began: number;
  /** When the fault stopped (the restart of what it broke begins). */
  ended: number;
  /** When what it broke was back (the replica, PostgreSQL or Redis answering again); `ended` when nothing restarts. */
  restored?: number;
}

export interface Observed {
  load: Sent[];
  probes: HealthProbe[];
}

export interface Fault {
  name: string;
  /** The API replicas of this run reach PostgreSQL through the suite's PgBouncer (transaction mode, ADR-256). */
  throughPgBouncer?: boolean;
  /** Fans the fault uses itself, registered before the load starts. */
  ownFans?: number;
  /** What replica `index` runs with besides the suite's settings (a task switched off on one of them). */
  replicaEnv?: (index: number) => Record<string, string>;
  inject(context: FaultContext): Promise<FaultWindow>;
  /** What the API must have shown while the fault lasted, as sentences naming each miss; empty when it did. */
  expect(context: FaultContext, window: FaultWindow, observed: Observed): Promise<string[]>;
}

/** The answers of the load's requests that started between `from` and `to`, each with its request's kind. */
function answersWithin(sent: Sent[], from: number, to: number, kinds: Sent['kind'][]) {
  return sent
    .filter((request) => kinds.includes(request.kind))
    .flatMap((request) => request.answers.map((answer) => ({ ...answer, kind: request.kind })))
    .filter((answer) => answer.startedAt >= from && answer.startedAt <= to);
}

/** `vote sent 1.2 s in: 200 after 5 ms`, for a problem's sentence. */
const described = (answers: ReturnType<typeof answersWithin>, since: number) =>
  answers
    .map(
      (a) =>
        `${a.kind} sent ${((a.startedAt - since) / 1000).toFixed(1)} s in: ${a.status} ${a.code ?? ''} after ${a.ms} ms`,
    )
    .join('; ');

/** Breaks something with `breakIt`, leaves it broken `downMs`, brings it back with `restore`: the fault's window. */
async function outage(
  breakIt: () => Promise<void>,
  downMs: number,
  restore: () => Promise<void>,
): Promise<FaultWindow> {
  const began = Date.now();
  await breakIt();
  await pause(downMs);
  const ended = Date.now();
  await restore();
  return { began, ended, restored: Date.now() };
}

const replicaKilled: Fault = {
  name: 'API replica killed (SIGKILL)',
  inject: ({ replicas }) =>
    outage(
      () => replicas[0]!.kill(),
      2000,
      () => replicas[0]!.start(),
    ),
  async expect(_context, { began, ended }, { load, probes }) {
    const problems: string[] = [];
    const other = probesWithin(probes, 1, began, ended);
    if (other.length === 0 || other.some((probe) => probe.status !== 200))
      problems.push(
        `the other replica's health was not 200 throughout (${other.map((p) => p.status).join(' ')})`,
      );
    const served = answersWithin(load, began, ended, SPENDS).filter((answer) => answer.replica === 1);
    if (!served.some((answer) => answer.status === 200))
      problems.push('the other replica served no spend while the first was down');
    return problems;
  },
};

const postgresRestarted: Fault = {
  name: 'PostgreSQL crashed and restarted',
  inject: ({ postgres }) =>
    outage(
      () => postgres.crash(),
      2500,
      () => postgres.start(),
    ),
  expect: async ({ replicas }, window, { probes }) =>
    healthSaidUnavailable(replicas, window, probes, 'throughout the outage'),
};

/** Each replica's health answered 503 from half a second into `window` (the first probe may have left before). */
function healthSaidUnavailable(
  replicas: Replica[],
  { began, ended }: FaultWindow,
  probes: HealthProbe[],
  when: string,
) {
  return replicas.flatMap((_, replica) => {
    const during = probesWithin(probes, replica, began + 500, ended);
    return during.length === 0 || during.some((probe) => probe.status !== 503)
      ? [`replica ${replica}'s health did not answer 503 ${when} (${during.map((p) => p.status).join(' ')})`]
      : [];
  });
}

/**
 * PgBouncer, between both API replicas and PostgreSQL, restarted under the load (2 s down): the replicas say the
 * database is unavailable meanwhile (health 503, spends refused or retried by the suite) and serve again when it is
 * back; the suite's checks that follow say no coin was lost or moved twice.
 */
const pgbouncerRestarted: Fault = {
  name: 'PgBouncer restarted',
  throughPgBouncer: true,
  inject: ({ pgbouncer }) =>
    outage(
      () => pgbouncer.stop(),
      2000,
      () => pgbouncer.start(),
    ),
  expect: async ({ replicas }, window, { probes }) =>
    healthSaidUnavailable(replicas, window, probes, 'while PgBouncer was down'),
};

const redisRestarted: Fault = {
  name: 'Redis stopped and started again',
  inject: ({ redis }) =>
    outage(
      () => redis.stop(),
      3000,
      () => redis.start(),
    ),
  async expect({ replicas }, { began, ended }, { load, probes }) {
    const problems: string[] = [];
    replicas.forEach((_, replica) => {
      const during = probesWithin(probes, replica, began + 1000, ended);
      if (
        during.length === 0 ||
        during.some((probe) => probe.status !== 200 || probe.redis !== 'unavailable')
      )
        problems.push(
          `replica ${replica}'s health did not say 200 with Redis unavailable throughout (${during
            .map((p) => `${p.status}/${p.redis}`)
            .join(' ')})`,
        );
    });
    const signIns = answersWithin(load, began, ended, ['sign-in']);
    if (signIns.length === 0 || signIns.some((answer) => answer.status !== 200))
      problems.push(`sign-ins failed without Redis (${signIns.map((answer) => answer.status).join(' ')})`);
    return problems;
  },
};

/**
 * What the provider really did with an order, and what the order must end as, whatever order the
 * notifications arrive in: money received and kept is paid; money returned is refunded; none is expired.
 */
const HISTORIES: { steps: string[]; final: OrderStatus }[] = [
  { steps: ['settlement'], final: 'paid' },
  { steps: ['pending', 'settlement'], final: 'paid' },
  { steps: ['expire', 'settlement'], final: 'paid' },
  { steps: ['settlement', 'expire'], final: 'paid' },
  { steps: ['pending', 'expire'], final: 'expired' },
  { steps: ['settlement', 'refund'], final: 'refunded' },
];
const COPIES = 20;

function paymentStorm(): Fault {
  const orders = new Map<string, { orderId: string; final: OrderStatus; delivered: string[] }>();
  return {
    name: `Payment notifications ×${COPIES} at once, out of order`,
    ownFans: HISTORIES.length * 2,
    async inject({ replicas, ownFans, pack, serverKey, sent }) {
      const began = Date.now();
      const urls = replicas.map((replica) => replica.url);
      // Each history twice: delivered in order, and backwards; every notification 20 times at once.
      const plans = HISTORIES.flatMap((history, index) => [
        { ...history, fan: ownFans[2 * index]!, delivered: history.steps },
        { ...history, fan: ownFans[2 * index + 1]!, delivered: [...history.steps].reverse() },
      ]);
      await Promise.all(
        plans.map(async ({ fan, final, delivered }) => {
          const orderId = await openOrder(fan, pack, urls, sent);
          if (!orderId) return;
          orders.set(fan.id, { orderId, final, delivered });
          for (const status of delivered) {
            const copies = Array.from({ length: COPIES }, () =>
              paymentNotification(serverKey, orderId, pack.price, status, fan, pack.coin),
            );
            sent.push(...copies);
            await Promise.all(copies.map((copy) => deliver(copy, urls)));
          }
        }),
      );
      return { began, ended: Date.now() };
    },
    async expect({ db, ownFans, pack, sent }) {
      const problems: string[] = [];
      const refused = sent.filter((request) => request.answers.at(-1)?.status !== 200);
      if (refused.length > 0) {
        const statuses = refused.map((request) => request.answers.at(-1)?.status);
        problems.push(`${refused.length} requests not answered 200 (${statuses.join(' ')})`);
      }
      for (const fan of ownFans) {
        const order = orders.get(fan.id);
        if (!order) {
          problems.push(`${fan.email}: no order opened`);
          continue;
        }
        const { rows } = await db.query<{ status: string }>(
          'SELECT status FROM payment_orders WHERE id = $1',
          [order.orderId],
        );
        const balance = await accountBalance(db, 'member', fan.id);
        const coins = order.final === 'paid' ? pack.coin : 0;
        if (rows[0]?.status !== order.final || balance !== coins) {
          problems.push(
            `${order.delivered.join(' → ')}: ${rows[0]?.status} with ${balance} coins, expected ${order.final} with ${coins}`,
          );
        }
      }
      return problems;
    },
  };
}

const BUSY = bilingual('Server sedang sibuk, silakan coba lagi', 'The server is busy, please try again');

const slowDatabase: Fault = {
  name: 'Slow database: a lock held past statement_timeout',
  async inject({ databaseUrl, statementTimeoutMs }) {
    const holder = new Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      // Every spend and top-up moves coins between accounts: each waits on this lock.
      await holder.query('LOCK TABLE ledger_accounts IN EXCLUSIVE MODE');
      const began = Date.now();
      await pause(3 * statementTimeoutMs);
      const ended = Date.now();
      await holder.query('COMMIT');
      return { began, ended };
    } finally {
      await holder.end();
    }
  },
  async expect({ statementTimeoutMs }, { began, ended }, { load, probes }) {
    const problems: string[] = [];
    // A spend sent in the lock's last second may still get through when it is released.
    const blocked = answersWithin(load, began, ended - statementTimeoutMs - 250, SPENDS);
    const slow = blocked.filter(
      (answer) => answer.status !== 503 || answer.code !== 'DATABASE_BUSY' || answer.message !== BUSY,
    );
    if (blocked.length === 0) problems.push('no spend was sent while the lock was held');
    if (slow.length > 0)
      problems.push(`${slow.length} spends under the lock not refused as busy (${described(slow, began)})`);
    const late = blocked.filter((answer) => answer.ms > statementTimeoutMs + 1000);
    if (late.length > 0)
      problems.push(`${late.length} spends under the lock answered late (${described(late, began)})`);
    const unhealthy = probes.filter(
      (probe) => probe.startedAt >= began && probe.answeredAt <= ended && probe.status !== 200,
    );
    if (unhealthy.length > 0)
      problems.push(`health said ${unhealthy[0]!.status} while the database answered`);
    return problems;
  },
};

/**
 * The NATS node replica 0 is connected to, killed while the load votes on both replicas: a fan watching a project
 * on replica 0 keeps getting its totals (replica 0 fails over to another node), and the last total they see is the
 * database's.
 */
function natsNodeKilled(): Fault {
  const totals: { at: number; total: number }[] = [];
  let finalTotal = 0;
  return {
    name: 'NATS node killed (live tallies)',
    async inject({ replicas, nats, catalogue }) {
      const projectId = catalogue.openProjects[0]!;
      const stream = await openStream<{ totalVotes: number }>(
        `${replicas[0]!.url}/v1/live/voting-project/${projectId}`,
      );
      const reading = (async () => {
        for (let event = await stream.next(20_000); event; event = await stream.next(20_000))
          totals.push({ at: Date.now(), total: event.data.totalVotes });
      })();
      try {
        await pause(1000);
        const began = Date.now();
        await nats.kill(0);
        await pause(4000);
        const ended = Date.now();
        await nats.start(0);
        const restored = Date.now();
        // The load goes on for a while after: the stream must end on the database's total.
        await pause(3000);
        const shown = (await (
          await fetch(`${replicas[1]!.url}/v1/client/voting-project/${projectId}`)
        ).json()) as { data: { totalVotes: number } };
        finalTotal = shown.data.totalVotes;
        await pause(1500);
        return { began, ended, restored };
      } finally {
        await stream.close();
        await reading;
      }
    },
    async expect(_context, { began, ended }) {
      const problems: string[] = [];
      const whileDown = totals.filter((seen) => seen.at > began + 1500 && seen.at <= ended);
      if (whileDown.length === 0)
        problems.push("the stream on the killed node's replica received no total while the node was down");
      const last = totals.at(-1)?.total;
      if (last === undefined || last < finalTotal)
        problems.push(`the stream ended on ${last ?? 'nothing'}, the database held ${finalTotal}`);
      return problems;
    },
  };
}

interface PublicRead {
  at: number;
  status: number;
  total: number | undefined;
}

/**
 * The streaming replica crashed for 4 s under the vote load, then started again: every public read (a project's
 * page, on both API replicas) is answered, and none shows a total older than the stated lag allows (the replica's
 * lag, one check, the read cache's time), against the totals the primary held meanwhile.
 */
function readReplicaStopped(): Fault {
  const reads: PublicRead[] = [];
  const truths: { at: number; total: number }[] = [];
  /** Where each API replica sent public reads before, during and after the outage (fanhub_db_replica_in_use). */
  const inUse: Record<'before' | 'during' | 'after', number[]> = { before: [], during: [], after: [] };
  const replicaInUse = async (replicas: Replica[]) =>
    Promise.all(
      replicas.map(async ({ metricsUrl }) => {
        const text = await (await fetch(metricsUrl)).text();
        return Number(/^fanhub_db_replica_in_use (\S+)$/m.exec(text)?.[1]);
      }),
    );
  return {
    name: 'read replica stopped (public reads)',
    async inject({ replicas, standby, db, catalogue }) {
      const projectId = catalogue.openProjects[0]!;
      let reading = true;
      const readAll = (async () => {
        while (reading) {
          const truth = await findProject(db, projectId);
          truths.push({ at: Date.now(), total: truth!.totalVotes });
          await Promise.all(
            replicas.map(async ({ url }) => {
              const at = Date.now();
              const answer = await fetch(`${url}/v1/client/voting-project/${projectId}`).catch(
                () => undefined,
              );
              const body = (await answer?.json().catch(() => undefined)) as { data?: { totalVotes: number } };
              reads.push({ at, status: answer?.status ?? 0, total: body?.data?.totalVotes });
            }),
          );
          await pause(100);
        }
      })();
      try {
        await pause(1500);
        inUse.before = await replicaInUse(replicas);
        const began = Date.now();
        await standby.crash();
        await pause(2000);
        inUse.during = await replicaInUse(replicas);
        await pause(2000);
        const ended = Date.now();
        await standby.start();
        const restored = Date.now();
        await pause(3000);
        inUse.after = await replicaInUse(replicas);
        return { began, ended, restored };
      } finally {
        reading = false;
        await readAll;
      }
    },
    async expect({ replicaMaxLagMs, readCacheTtlMs }, { began }) {
      const problems: string[] = [];
      const refused = reads.filter((read) => read.status !== 200);
      if (refused.length > 0)
        problems.push(
          `${refused.length} public reads not answered 200: ${refused
            .slice(0, 5)
            .map((read) => `${((read.at - began) / 1000).toFixed(1)} s in: ${read.status}`)
            .join(', ')}`,
        );
      const expected = { before: 1, during: 0, after: 1 };
      for (const [when, want] of Object.entries(expected) as ['before' | 'during' | 'after', number][])
        if (!inUse[when].every((value) => value === want))
          problems.push(
            `fanhub_db_replica_in_use ${when} the outage: ${inUse[when].join(', ')}, not ${want}`,
          );
      const allowedMs = replicaMaxLagMs + REPLICA_CHECK_MS + readCacheTtlMs;
      const stale = reads.filter(
        (read) =>
          read.total !== undefined &&
          truths.some((truth) => truth.at <= read.at - allowedMs && truth.total > read.total!),
      );
      if (stale.length > 0)
        problems.push(
          `${stale.length} public reads older than ${allowedMs} ms allows: first ${((stale[0]!.at - began) / 1000).toFixed(1)} s in showed ${stale[0]!.total}`,
        );
      if (truths.at(-1)!.total <= truths[0]!.total)
        problems.push('no vote landed while the replica was watched: the load did not run');
      return problems;
    },
  };
}

/**
 * An API replica SIGKILLed while fans are buying the last seats (issue 69): sign-ups it was answering are cut off
 * and sent again, with their keys, to the other replica; the killed one comes back. Afterwards every seat sold has
 * its ticket and exactly one mail, no fan paid without a seat or twice, and every fan was answered.
 */
function onSaleReplicaKilled(): Fault {
  let sale: Sale | undefined;
  return {
    name: 'API replica killed mid on-sale (SIGKILL)',
    ownFans: ON_SALE_FANS,
    async inject(context) {
      sale = await startSale(context);
      await afterAnswers(sale, 4);
      const window = await outage(
        () => context.replicas[0]!.kill(),
        2000,
        () => context.replicas[0]!.start(),
      );
      await sale.answered;
      return window;
    },
    expect: async ({ db, mail }) => saleProblems(db, sale!, () => mail.sink),
  };
}

/**
 * The mail server down for 30 s from just before an on-sale: every fan is answered meanwhile (a ticket is in the
 * member area at once), and when the server is back each ticket's mail arrives, once.
 */
function onSaleMailServerDown(): Fault {
  let sale: Sale | undefined;
  return {
    name: 'Mail server down 30 s during an on-sale',
    ownFans: ON_SALE_FANS,
    inject: (context) =>
      mailServerDown(context.mail, 30_000, async () => {
        sale = await startSale(context);
        await sale.answered;
      }),
    async expect({ db, mail }, { ended }) {
      const problems: string[] = [];
      const lastAnswer = Math.max(
        ...sale!.sent.flatMap((request) => request.answers.map((a) => a.startedAt + a.ms)),
      );
      if (lastAnswer > ended) problems.push('fans waited for the mail server to answer their sign-ups');
      return [...problems, ...(await saleProblems(db, sale!, () => mail.sink))];
    },
  };
}

/**
 * The replica running the ledger's sealer (the other has it off) SIGKILLed while it holds the sealer's periodic
 * job (ADR-288): the job is failed at its lease's end, never completed, and the sealer runs again once, later, and
 * seals what came meanwhile.
 */
function replicaKilledHoldingPeriodicJob(): Fault {
  let held: string | undefined;
  return {
    name: 'API replica killed holding a periodic job (the sealer)',
    replicaEnv: (index): Record<string, string> => (index === 1 ? { LEDGER_SEAL_EVERY_MS: '0' } : {}),
    async inject({ databaseUrl, db, replicas }) {
      // The sealer's reads wait on this lock (to the statement timeout): its job is held long enough to be seen.
      const blocker = new Client({ connectionString: databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE ledger_seals IN ACCESS EXCLUSIVE MODE');
        for (const until = Date.now() + 20_000; !held && Date.now() < until; await pause(10)) {
          const { rows } = await db.query<{ id: string }>(
            `SELECT id::text FROM pgboss.job WHERE name = 'ledgerSeal' AND state = 'active'`,
          );
          held = rows[0]?.id;
        }
        if (!held) throw new Error('the sealer never took its job');
        return await outage(
          () => replicas[0]!.kill(),
          2000,
          async () => {
            await blocker.query('ROLLBACK');
            await replicas[0]!.start();
          },
        );
      } finally {
        await blocker.end();
      }
    },
    async expect({ db }, { restored }) {
      const problems: string[] = [];
      const job = async () =>
        (
          await db.query<{ state: string; failedAt: string | null }>(
            `SELECT state, completed_on AS "failedAt" FROM pgboss.job WHERE id = $1`,
            [held],
          )
        ).rows[0];
      // Its lease (10 s) and a turn of maintenance.
      await waitUntil(async () => (await job())?.state === 'failed', { seconds: 60 });
      const heldJob = await job();
      if (heldJob?.state !== 'failed')
        return [
          `the job the killed replica held is ${heldJob?.state ?? 'gone'}, not failed at its lease's end`,
        ];
      const {
        rows: [entries],
      } = await db.query<{ last: number }>('SELECT COALESCE(max(id), 0)::bigint AS last FROM ledger_entries');
      const sealedBeyond = async () =>
        (
          await db.query<{ sealed: number }>(
            'SELECT COALESCE(max(last_entry_id), 0)::bigint AS sealed FROM ledger_seals',
          )
        ).rows[0]!.sealed >= entries!.last;
      if (!(await waitUntil(sealedBeyond, { seconds: 20 })))
        problems.push(
          `the sealer did not run again after its held job failed (entries up to ${entries!.last})`,
        );
      const { rows: runs } = await db.query<{ overlapping: number; after: number }>(
        `SELECT count(*) FILTER (WHERE started_on < $1::timestamptz)::int AS overlapping,
                count(*) FILTER (WHERE started_on >= $1::timestamptz)::int AS after
         FROM pgboss.job WHERE name = 'ledgerSeal' AND state = 'completed' AND started_on > $2::timestamptz`,
        [heldJob.failedAt, new Date(restored ?? 0).toISOString()],
      );
      if (runs[0]!.overlapping > 0)
        problems.push(
          `${runs[0]!.overlapping} sealer runs completed while the dead replica still held its job`,
        );
      if (runs[0]!.after === 0) problems.push('no sealer run completed after the held job failed');
      return problems;
    },
  };
}

/** Every fault, one per run, in the order the suite injects them. */
export const faults = (): Fault[] => [
  replicaKilled,
  postgresRestarted,
  redisRestarted,
  paymentStorm(),
  slowDatabase,
  natsNodeKilled(),
  readReplicaStopped(),
  pgbouncerRestarted,
  onSaleReplicaKilled(),
  onSaleMailServerDown(),
  replicaKilledHoldingPeriodicJob(),
];
