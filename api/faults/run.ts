import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  coinPackage,
  fansWithCoins,
  freeApiPorts,
  freePort,
  freshDatabase,
  overHttp,
  pause,
  productionApiEnv,
  rushCatalogue,
  startNatsCluster,
  startRedisServer,
  startMailSink,
  startServer,
  type CoinPackage,
  type Fan,
  type MailSink,
  type RushCatalogue,
  type RedisServer,
  type RunningNatsCluster,
  type StartedServer,
  postgresBinaries,
  startPostgresInstance,
  type PostgresInstance,
  startPgBouncer,
  type RunningPgBouncer,
} from '@fanhub/testkit';
import { openPostgres } from '../src/db/database';
import { faults, type Fault, type FaultContext, type Replica } from './faults';
import { watchHealth, type HealthProbe } from './health-watch';
import { balancesOf, coinsMovedAfter, lastTransferId, ledgerDisagreements } from './ledger-checks';
import { retryUnsettled, SPENDS, startLoad, type Answer, type Sent } from './load';
import { REFUND_CRASH, refundCrash } from './refund-crash';

const RESULTS_DIR = path.join(__dirname, 'results');
/** Two API replicas, each on ports of its own. */
const REPLICAS = 2;
const FANS = 16;
const SPENDERS = 6;
const PAID_EVENTS = 100;
/** Short, so the slow-database fault is quick; spends take a few milliseconds. */
const STATEMENT_TIMEOUT_MS = 1000;
/** How far behind the streaming replica may replay and still serve public reads (the replica's fault checks it). */
const REPLICA_MAX_LAG_MS = 1000;
/** How long the replicas keep a public read's answer (the read replica's fault allows for it). */
const READ_CACHE_TTL_MS = 2000;
/** How long the load runs before the fault, and at least after the API recovered. */
const STEADY_MS = 3000;
/**
 * The API must be back within this once what the fault broke is back (a replica restarted, PostgreSQL or Redis
 * answering): how long those take to start is the machine's (a slow disk's fsync, a loaded processor), how soon
 * the API serves again after them is the API's.
 */
const RECOVERY_LIMIT_S = 10;
/** pg-boss's maintenance, and how long a replica holds a mail job: short, so a dead replica's jobs move on soon. */
const JOB_MAINTENANCE_SECONDS = 2;
const JOB_MAIL_LEASE_SECONDS = 30;
const SERVER_KEY = `faults-sandbox-${process.pid}`;
const JWT_SECRET = `faults-${process.pid}-${'x'.repeat(40)}`;
/** What the load's fan tops up with, again and again. */
const SMALLEST_PACKAGE = 'Paket Starter';

export interface FaultRow {
  fault: string;
  sent: number;
  '2xx': number;
  refused: number;
  failed: number;
  'cut off': number;
  retried: number;
  'coins moved': number;
  'ledger sound': boolean;
  'recovered in s': number | null;
  /** Of that, how long what the fault broke took to start again (the replica, PostgreSQL, Redis). */
  'restart took s': number;
  /** How often each refusal code and failure status was answered. */
  answered: Record<string, number>;
  problems: string[];
}

const countByStatus = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, { status, code }) => {
    const key = code ? `${status} ${code}` : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/**
 * One API replica as production runs it, on `databaseUrl`, sharing rate limits through `redisUrl` and live tallies
 * through NATS (the node of its own number first).
 */
async function replica(
  index: number,
  {
    databaseUrl,
    replicaDatabaseUrl,
    pooledUrl,
    redisUrl,
    smtpUrl,
    nats,
    env: ownEnv = {},
  }: {
    /** What this replica runs with besides the suite's settings. */
    env?: Record<string, string>;
    databaseUrl: string;
    replicaDatabaseUrl: string;
    /** The same database through PgBouncer in transaction mode, when the fault runs through it. */
    pooledUrl: string | undefined;
    redisUrl: string;
    smtpUrl: string;
    nats: RunningNatsCluster;
  },
): Promise<Replica> {
  const { port, metricsPort } = await freeApiPorts();
  const env = {
    ...productionApiEnv({
      port,
      metricsPort,
      databaseUrl,
      jwtSecret: JWT_SECRET,
      sandboxServerKey: SERVER_KEY,
      uploadDir: path.join(RESULTS_DIR, 'uploads'),
      smtpUrl,
    }),
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    ...(pooledUrl
      ? { DATABASE_URL: pooledUrl, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: databaseUrl }
      : {}),
    DATABASE_REPLICA_URL: replicaDatabaseUrl,
    DATABASE_REPLICA_MAX_LAG_MS: String(REPLICA_MAX_LAG_MS),
    PUBLIC_READ_CACHE_TTL_MS: String(READ_CACHE_TTL_MS),
    REDIS_URL: redisUrl,
    NATS_URL: [...nats.servers.slice(index), ...nats.servers.slice(0, index)].join(','),
    // A job held by a replica the suite killed is handed on within seconds, not production's minutes.
    JOB_MAINTENANCE_SECONDS: String(JOB_MAINTENANCE_SECONDS),
    JOB_MAIL_LEASE_SECONDS: String(JOB_MAIL_LEASE_SECONDS),
    ...ownEnv,
  };
  const url = `http://127.0.0.1:${port}`;
  let running: StartedServer | undefined;
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    async start() {
      running = await startServer(`api-${index}`, {
        args: ['dist/server.js'],
        env,
        port,
        readyPath: '/v1/health',
        logDir: RESULTS_DIR,
        appendLog: true,
      });
    },
    async kill() {
      process.kill(running!.process.pid, 'SIGKILL');
      await running!.process.exited;
    },
    stop: async () => void (await running?.stop()),
  };
}

/** When every replica answers health 200 (Redis answering) and has served a spend, after `since`. */
async function recovery(
  sent: Sent[],
  probes: HealthProbe[],
  replicas: number,
  since: number,
): Promise<number | null> {
  for (const deadline = Date.now() + RECOVERY_LIMIT_S * 1000 * 2; Date.now() < deadline; await pause(250)) {
    const back = Array.from({ length: replicas }, (_, replica) => {
      const healthy = probes.find(
        (probe) =>
          probe.replica === replica &&
          probe.startedAt >= since &&
          probe.status === 200 &&
          probe.redis === 'ok',
      );
      const served = sent
        .filter((request) => SPENDS.includes(request.kind))
        .flatMap((request) => request.answers)
        .find((answer) => answer.replica === replica && answer.startedAt >= since && answer.status === 200);
      return healthy && served ? Math.max(healthy.answeredAt, served.startedAt + served.ms) : undefined;
    });
    if (back.every((at) => at !== undefined)) return (Math.max(...(back as number[])) - since) / 1000;
  }
  return null;
}

/** What every fault run shares: the suite's PostgreSQL and its streaming replica, Redis, the mail sink, NATS. */
interface SuiteServers {
  postgres: PostgresInstance;
  standby: PostgresInstance;
  pgbouncer: RunningPgBouncer;
  redis: RedisServer;
  mail: MailSink;
  nats: RunningNatsCluster;
}

/** The suite's own connection to a fault's database: to build it and to check the ledger after. */
const checkingConnection = (databaseUrl: string) =>
  openPostgres(databaseUrl, {
    poolSize: 2,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 60_000,
    idleInTransactionTimeoutMs: 60_000,
  });

/** The database every fault's own starts as a copy of. */
const STARTING_DATABASE = 'fanhub_faults_start';

/** What each fault's database holds from the start: the same rows in every copy. */
interface StartingPoint {
  catalogue: RushCatalogue;
  /** The load's fans, each with coins. */
  fans: Fan[];
  /** Fans without coins, for the faults that use fans of their own. */
  ownFans: Fan[];
  pack: CoinPackage;
}

/**
 * Builds STARTING_DATABASE once, as production would: an API replica migrates and seeds it, then the rush
 * catalogue, the load's fans (registered and topped up over HTTP) and the faults' own fans. Each fault runs on
 * a copy of it (CREATE DATABASE … TEMPLATE) instead of building its own; the fans' sign-ins stay valid in every
 * copy, as the replicas share one JWT secret.
 */
async function buildStartingPoint(servers: SuiteServers): Promise<StartingPoint> {
  const databaseUrl = (await freshDatabase(STARTING_DATABASE, { server: servers.postgres.url('postgres') }))
    .url!;
  const api = await replica(0, {
    databaseUrl,
    replicaDatabaseUrl: servers.standby.url(STARTING_DATABASE),
    pooledUrl: undefined,
    redisUrl: servers.redis.url,
    smtpUrl: servers.mail.url,
    nats: servers.nats,
  });
  await api.start();
  const db = await checkingConnection(databaseUrl);
  try {
    const call = overHttp(api.url, servers.mail.inbox);
    const ownFanCount = Math.max(0, ...faults().map((fault) => fault.ownFans ?? 0));
    return {
      catalogue: await rushCatalogue(db, PAID_EVENTS),
      fans: await fansWithCoins(call, FANS, { prefix: 'faults-fan' }),
      ownFans: await fansWithCoins(call, ownFanCount, { orders: 0, prefix: 'faults-fan', first: FANS }),
      pack: await coinPackage(call, SMALLEST_PACKAGE),
    };
  } finally {
    // A template takes no connections while it is copied.
    await db.close();
    await api.stop();
  }
}

async function runFault(
  fault: Fault,
  index: number,
  { postgres, standby, pgbouncer, redis, nats }: SuiteServers,
  { catalogue, fans, ownFans: startingOwnFans, pack }: StartingPoint,
): Promise<FaultRow> {
  const databaseName = `fanhub_faults_${index}`;
  const databaseUrl = (
    await freshDatabase(databaseName, { server: postgres.url('postgres'), template: STARTING_DATABASE })
  ).url!;
  // A mail server of the fault's own: what it receives is this fault's, and it may go down and come back.
  const faultMail = { sink: await startMailSink() };
  const replicas: Replica[] = [];
  for (let i = 0; i < REPLICAS; i++)
    replicas.push(
      await replica(i, {
        databaseUrl,
        replicaDatabaseUrl: standby.url(databaseName),
        pooledUrl: fault.throughPgBouncer ? pgbouncer.url(databaseName) : undefined,
        redisUrl: redis.url,
        smtpUrl: faultMail.sink.url,
        nats,
        env: fault.replicaEnv?.(i) ?? {},
      }),
    );
  await Promise.all(replicas.map((started) => started.start()));
  const db = await checkingConnection(databaseUrl);
  db.reportConnectionErrors(() => undefined);
  try {
    const urls = replicas.map((r) => r.url);
    const ownFans = startingOwnFans.slice(0, fault.ownFans ?? 0);
    const startingBalances = await balancesOf(db, fans);
    const before = await lastTransferId(db);
    const context: FaultContext = {
      replicas,
      postgres,
      standby,
      replicaMaxLagMs: REPLICA_MAX_LAG_MS,
      readCacheTtlMs: READ_CACHE_TTL_MS,
      pgbouncer,
      redis,
      nats,
      catalogue,
      databaseUrl,
      db,
      pack,
      serverKey: SERVER_KEY,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      ownFans,
      sent: [],
      mail: faultMail,
    };

    const health = watchHealth(urls);
    const load = startLoad({
      replicas: urls,
      fans,
      catalogue,
      pack,
      serverKey: SERVER_KEY,
      spenders: SPENDERS,
    });
    await pause(STEADY_MS);
    const window = await fault.inject(context);
    const recoveredIn = await recovery(load.sent, health.probes, replicas.length, window.ended);
    const restartS = ((window.restored ?? window.ended) - window.ended) / 1000;
    await pause(STEADY_MS);
    await load.stop();
    const unsettled = await retryUnsettled([...load.sent, ...context.sent], urls);
    await health.stop();

    const disagreements = await ledgerDisagreements(db, load.sent, fans, startingBalances);
    const problems = [
      ...(await fault.expect(context, window, { load: load.sent, probes: health.probes })),
      ...disagreements,
    ];
    if (unsettled.length > 0) problems.push(`${unsettled.length} requests never answered after the fault`);
    if (recoveredIn === null || recoveredIn - restartS > RECOVERY_LIMIT_S)
      problems.push(
        `not recovered within ${RECOVERY_LIMIT_S} s of its restart (${recoveredIn ?? 'never'} s after the fault, the restart took ${restartS} s)`,
      );
    const everything = [...load.sent, ...context.sent];
    const answers = everything.flatMap((request) => request.answers);
    const status = (test: (status: number) => boolean) =>
      answers.filter((answer) => answer.status !== 'cut off' && test(answer.status)).length;
    return {
      fault: fault.name,
      sent: answers.length,
      '2xx': status((s) => s < 300),
      refused: status((s) => s >= 400 && s < 500),
      failed: status((s) => s >= 500),
      'cut off': answers.filter((answer) => answer.status === 'cut off').length,
      retried: everything.filter((request) => request.answers.length > 1).length,
      'coins moved': await coinsMovedAfter(db, before),
      'ledger sound': disagreements.length === 0,
      'recovered in s': recoveredIn,
      'restart took s': restartS,
      answered: countByStatus(
        answers.filter((answer) => answer.status === 'cut off' || answer.status >= 400),
      ),
      problems,
    };
  } finally {
    await db.close();
    await Promise.all(replicas.map((started) => started.stop()));
    await faultMail.sink.close();
  }
}

async function main() {
  const bin = postgresBinaries();
  if (!bin) {
    console.error('No PostgreSQL server binaries (/usr/lib/postgresql/*/bin); set FAULTS_POSTGRES_BIN');
    process.exit(2);
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const ports = { postgres: await freePort(), redis: await freePort() };
  console.log(`PostgreSQL of the suite's own (${bin}) on ${ports.postgres}, Redis on ${ports.redis} …`);
  const postgres = await startPostgresInstance(bin, ports.postgres, RESULTS_DIR);
  const standbyLogs = path.join(RESULTS_DIR, 'replica');
  mkdirSync(standbyLogs, { recursive: true });
  const standby = await startPostgresInstance(bin, await freePort(), standbyLogs, { standbyOf: postgres });
  const redis = await startRedisServer(ports.redis, RESULTS_DIR);
  const mail = await startMailSink();
  const nats = await startNatsCluster(path.join(RESULTS_DIR, 'nats'));
  const pgbouncer = await startPgBouncer(postgres.url('postgres'), { serverConnections: 8 });
  const servers = { postgres, standby, pgbouncer, redis, mail, nats };
  const rows: FaultRow[] = [];
  try {
    const startingPoint = await buildStartingPoint(servers);
    for (const [index, fault] of faults().entries()) {
      if (process.env.FAULTS_ONLY && !fault.name.includes(process.env.FAULTS_ONLY)) continue;
      console.log(`${fault.name} …`);
      rows.push(await runFault(fault, index, servers, startingPoint));
    }
    if (!process.env.FAULTS_ONLY || REFUND_CRASH.includes(process.env.FAULTS_ONLY)) {
      console.log(`${REFUND_CRASH} …`);
      rows.push(await refundCrash(postgres, RESULTS_DIR, mail, STARTING_DATABASE));
    }
  } finally {
    await nats.stop();
    await mail.close();
    await redis.stop();
    await pgbouncer.dispose();
    await standby.stop();
    await postgres.stop();
  }
  console.table(
    rows.map(({ problems, answered: _answered, ...row }) => ({
      ...row,
      result: problems.length === 0 ? 'ok' : '✗',
    })),
  );
  for (const row of rows) for (const problem of row.problems) console.error(`✗ ${row.fault}: ${problem}`);
  const file = process.env.FAULTS_RESULTS_FILE ?? path.join(RESULTS_DIR, 'faults.json');
  writeFileSync(file, JSON.stringify({ ranAt: new Date().toISOString(), rows }, null, 2) + '\n');
  process.exit(rows.every((row) => row.problems.length === 0) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
