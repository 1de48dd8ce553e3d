import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  fansWithCoins,
  freshDatabase,
  overHttp,
  productionApiEnv,
  rushCatalogue,
  startMailSink,
  startNatsCluster,
  startServer,
  type Fan,
  type RushCatalogue,
  type StartedServer,
} from '@fanhub/testkit';
import { JOB_QUEUE_NAMES } from '@fanhub/contract';
import { openPostgres, type Database } from '../src/db/database';
import { findLedgerViolations } from '../src/ledger/invariants';
import { findSealViolations } from '../src/ledger/seals';
import { publicReads } from './public-reads';
import { CONNECTIONS, drive, type LoadFigures } from './load';
import { BENCH_POSTGRES_URL, pgbench } from './pgbench';
import { ON_SALE_FANS, onSale, onSaleShortfalls, type OnSaleFigures } from './on-sale';
import { spendScenarios, type SpendScenario } from './scenarios';
import { measureStreams, type StreamFigures } from './streams';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FANS = 128;
/** Top-ups of the largest package (1,000 coins) each fan buys: enough for every sign-up and vote. */
const ORDERS_PER_FAN = 3;
const PAID_EVENTS = 400;
/**
 * Each spend and read runs this long before the measured rows, unmeasured: what is measured is a warmed-up API
 * (compiled code, database connections that have planned their statements), as production runs for days.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const API_PORT = 4400;
const METRICS_PORT = 4401;
const BARE_PORT = 4402;
const PGBENCH_CLIENTS = 16;
const LOG_DIR = path.join(__dirname, 'results');
const TARGETS = { spend: { ratio: 0.5, p99Ms: 50 }, read: { ratio: 0.3, p99Ms: 20 } };
/** A concert's on-sale (issue 69): every sign-up answered (a seat or sold out) against pgbench's rate. */
const ON_SALE_TARGET = { ratio: 0.3, p99Ms: 100 };
/** Fans watching the rushed project's page live (one event stream each). */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
/** What runs beside every spend, and the most each may cost spread votes (its switch stops it). */
const SWITCHES: { what: string; off: Record<string, string>; limit: number }[] = [
  { what: 'sealer', off: { LEDGER_SEAL_EVERY_MS: '0' }, limit: 0.1 },
  { what: 'metrics', off: { METRICS_PORT: '0' }, limit: 0.05 },
];
/** The voting rules' cost (ADR-220): votes on one project of a capped voting against one without rules. */
const CAPPED = 'votes, all on one project of a capped voting';
const UNCAPPED = 'votes, all on one project';
const CAPS_MAY_COST = 0.1;
/** Heart votes on one hot project against coin votes on one (issue 47): at least 90% of their rate. */
const HEART_VOTES = 'heart votes, all on one project';
const HEART_VOTES_AT_LEAST = 0.9;
/** Hearts each bench fan holds (one lot): more than any run votes. */
const HEARTS_PER_FAN = 1_000_000;

/** The live tallies' two buses (ADR-253), each with this many fans watching the rushed project: votes/s and p99. */
const BUS_STREAMS = (process.env.BENCH_BUS_STREAMS ?? '2000,10000').split(',').map(Number);
const WATCHED = 'votes, all on one project, watched live';

/** Only the rows whose name this matches (BENCH_ONLY, a regular expression), while working on them. */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
/** BENCH_PROFILE_DIR: the API writes a V8 CPU profile there when it stops (read it with bench/profile.ts). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

interface Row extends LoadFigures {
  what: string;
  kind: keyof typeof TARGETS;
  anchor: string;
  anchorPerSecond: number;
}

/** The API as production runs it, on its own fresh database with a pool of 20 (docs/performance.md). */
function startApi(
  databaseUrl: string,
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<StartedServer> {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
  return startServer('api', {
    args: [...profile, 'dist/server.js'],
    env: {
      ...productionApiEnv({
        port: API_PORT,
        metricsPort: METRICS_PORT,
        databaseUrl,
        jwtSecret: `bench-${process.pid}-${'x'.repeat(40)}`,
        sandboxServerKey: `bench-sandbox-${process.pid}`,
        uploadDir: path.join(LOG_DIR, 'uploads'),
        smtpUrl,
      }),
      DATABASE_POOL_SIZE: '20',
      ...env,
    },
    port: API_PORT,
    readyPath: '/v1/health',
    logDir: LOG_DIR,
  });
}

/** The bare Fastify anchor, answering each read's URL with the bytes the API answered. */
async function startBareFastify(api: string, reads: string[]): Promise<StartedServer> {
  const payloads: Record<string, string> = {};
  for (const url of reads) payloads[url] = await (await fetch(api + url)).text();
  const file = path.join(LOG_DIR, 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  return startServer('bare-fastify', {
    args: ['-r', 'esbuild-register', path.join(__dirname, 'bare-fastify.ts')],
    env: { PORT: String(BARE_PORT), BENCH_PAYLOADS: file },
    port: BARE_PORT,
    readyPath: '/ready',
    logDir: LOG_DIR,
  });
}

/** The longest the rows' mails may take to go out before the next row: a queue stuck that long fails the bench. */
const DRAIN_MINUTES = 15;

/**
 * Each row starts on a database at rest: the mails the rows before it queued have gone out (a paid sign-up row
 * leaves thousands of ticket mails: their sending, and the on-sale's own mails waiting behind them, are not the
 * next row's), and the vacuuming and checkpoint they left due happen now, not on the same two cores as the row.
 */
async function atRest(db: Database): Promise<void> {
  const until = Date.now() + DRAIN_MINUTES * 60_000;
  for (;;) {
    const { rows } = await db.query<{ queued: number }>(
      `SELECT count(*)::int AS queued FROM pgboss.job
       WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
      [JOB_QUEUE_NAMES],
    );
    if (rows[0]!.queued === 0) break;
    if (Date.now() > until)
      throw new Error(`${rows[0]!.queued} jobs still queued after ${DRAIN_MINUTES} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await db.query('VACUUM (ANALYZE)');
  await db.query('CHECKPOINT');
}

async function recordedSince(db: Database, table: string, since: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT COUNT(*)::int AS count FROM ${table} WHERE created_at >= $1`,
    [since],
  );
  return rows[0]!.count;
}

async function main() {
  mkdirSync(LOG_DIR, { recursive: true });
  console.log(`pgbench TPC-B, ${PGBENCH_CLIENTS} clients, ${SECONDS} s …`);
  const anchor = await pgbench(PGBENCH_CLIENTS, SECONDS);

  const databaseUrl = (await freshDatabase('fanhub_bench', { server: BENCH_POSTGRES_URL })).url!;
  const mail = await startMailSink();
  let api = await startApi(databaseUrl, mail.url);
  const db = await openPostgres(databaseUrl, {
    poolSize: 2,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 60_000,
    idleInTransactionTimeoutMs: 60_000,
  });
  let bare: StartedServer | undefined;
  try {
    const catalogue = await rushCatalogue(db, PAID_EVENTS);
    console.log(`${FANS} fans register and buy coins through the sandbox payment …`);
    const fans = await fansWithCoins(overHttp(api.url, mail.inbox), FANS, {
      orders: ORDERS_PER_FAN,
      prefix: 'bench-fan',
    });
    // Granted as a check-in grants them, in one lot each, for a month.
    await db.query(
      `SELECT heart_grant(m.id, $1, 'heart_check_in', 'bench', now() + interval '30 days', 'bench-hearts:' || m.id)
       FROM members m WHERE m.email LIKE 'bench-fan%'`,
      [HEARTS_PER_FAN],
    );
    const driveSpends = spendDriver(() => api.url, fans, catalogue);

    const rows: Row[] = [];
    const unrecorded: string[] = [];
    let streams: StreamFigures | undefined;
    const spends = spendScenarios(fans, catalogue).filter((row) => ONLY.test(row.what));
    console.log(`warming up: each spend for ${WARM_UP_SECONDS} s …`);
    for (const spend of spends) await driveSpends(spend, WARM_UP_SECONDS);
    for (const spend of spends) {
      console.log(`${spend.what} …`);
      await atRest(db);
      const { rows: clock } = await db.query<{ now: string }>('SELECT clock_timestamp() AS now');
      const load = () => driveSpends(spend);
      let figures!: LoadFigures;
      if (spend.watchedProject) {
        console.log(`  … with ${STREAMS} fans watching the project live`);
        streams = await measureStreams(api.url, db, spend.watchedProject, STREAMS, async () => {
          figures = await load();
        });
      } else figures = await load();
      // Every spend answered 2xx is recorded (a request cut off when the run ends may be recorded too).
      const recorded = await recordedSince(db, spend.table, clock[0]!.now);
      if (recorded < figures.succeeded) {
        unrecorded.push(`${spend.what}: ${figures.succeeded} answered 2xx, ${recorded} recorded`);
      }
      rows.push({
        what: spend.what,
        kind: 'spend',
        anchor: 'pgbench',
        anchorPerSecond: anchor.txPerSecond,
        ...figures,
      });
    }

    const reads = Object.entries(publicReads(catalogue)).filter(([what]) => ONLY.test(`GET ${what}`));
    await atRest(db);
    bare = await startBareFastify(
      api.url,
      reads.map(([, url]) => url),
    );
    console.log(`warming up: each read for ${WARM_UP_SECONDS} s …`);
    for (const [, url] of reads) {
      await drive({ url: api.url + url, seconds: WARM_UP_SECONDS });
      await drive({ url: bare.url + url, seconds: WARM_UP_SECONDS });
    }
    for (const [what, url] of reads) {
      console.log(`GET ${url} …`);
      const { figures } = await drive({ url: api.url + url, seconds: SECONDS });
      const anchorPerSecond = (await drive({ url: bare.url + url, seconds: SECONDS })).figures
        .requestsPerSecond;
      rows.push({
        what: `GET ${what}`,
        kind: 'read',
        anchor: 'bare Fastify',
        anchorPerSecond,
        ...figures,
      });
    }

    // What the sealer and the metrics cost spends: the spread votes on a freshly started API with each running and
    // on one with it stopped, each warmed up and measured on a database at rest, so the switch is all that
    // differs; in the order running, stopped, stopped, running, so that whatever drifts during the runs falls on
    // both sides. While the metrics run, a scraper reads them every second (Prometheus scrapes every 15 s).
    const switches: Switched[] = [];
    const spread = spendScenarios(fans, catalogue).find((spend) => spend.what.startsWith('votes, spread'))!;
    if (rows.some((row) => row.what === spread.what)) {
      const spreadVotes = async (env: Record<string, string>, scraped = false) => {
        await api.stop();
        api = await startApi(databaseUrl, mail.url, env);
        await driveSpends(spread, WARM_UP_SECONDS);
        await atRest(db);
        return scraped ? whileScraped(METRICS_PORT, () => driveSpends(spread)) : driveSpends(spread);
      };
      for (const { what, off, limit } of SWITCHES) {
        console.log(`${spread.what}, ${what} running, stopped, stopped, running …`);
        const running = [await spreadVotes({}, what === 'metrics')];
        const stopped = [await spreadVotes(off), await spreadVotes(off)];
        running.push(await spreadVotes({}, what === 'metrics'));
        const [on, offFigures] = [meanOf(running), meanOf(stopped)];
        switches.push({
          what,
          limit,
          on,
          off: offFigures,
          cost: 1 - on.requestsPerSecond / offFigures.requestsPerSecond,
        });
      }
    }

    // NOTIFY against NATS: the watched votes on a freshly started API with each bus, at each number of streams.
    const buses: BusFigures[] = [];
    const watched = spendScenarios(fans, catalogue).find((spend) => spend.what === WATCHED)!;
    if (ONLY.test('live tallies over NOTIFY and NATS')) {
      const nats = await startNatsCluster(path.join(LOG_DIR, 'nats'));
      try {
        for (const count of BUS_STREAMS)
          for (const [bus, env] of [
            ['NOTIFY', {}],
            ['NATS', { NATS_URL: nats.servers.join(',') }],
          ] as const) {
            console.log(`${WATCHED} over ${bus}, ${count} streams …`);
            await api.stop();
            api = await startApi(databaseUrl, mail.url, env);
            await driveSpends(watched, WARM_UP_SECONDS);
            await atRest(db);
            let votes!: LoadFigures;
            const live = await measureStreams(api.url, db, watched.watchedProject!, count, async () => {
              votes = await driveSpends(watched);
            });
            buses.push({ bus, streams: count, votes, live });
          }
      } finally {
        await nats.stop();
      }
    }

    // A concert's on-sale, last: its fans register first, and their rush is one of its own.
    let onSaleFigures: OnSaleFigures | undefined;
    if (ONLY.test('on-sale')) {
      console.log(`${ON_SALE_FANS} more fans register and buy coins for the on-sale …`);
      const onSaleFans = await fansWithCoins(overHttp(api.url, mail.inbox), ON_SALE_FANS, {
        prefix: 'on-sale-fan',
      });
      await atRest(db);
      console.log(`on-sale: ${ON_SALE_FANS} fans at once for one event's seats …`);
      onSaleFigures = await onSale(api.url, db, mail, onSaleFans);
      unrecorded.push(...onSaleShortfalls(onSaleFigures));
    }

    const violations = [
      ...(await findLedgerViolations(db)),
      ...(await findSealViolations(db)),
      ...unrecorded,
    ];
    report(rows, anchor.txPerSecond, violations, { streams, switches, buses, onSale: onSaleFigures });
    if (violations.length > 0) process.exitCode = 1;
  } finally {
    await bare?.stop();
    await api.stop();
    await db.close();
    await mail.close();
  }
}

/**
 * Spend scenarios at CONNECTIONS connections, each run going on with the scenario's requests where its last run
 * stopped (no paid sign-up repeats one of an earlier run).
 */
function spendDriver(api: () => string, fans: Fan[], catalogue: RushCatalogue) {
  const sentSoFar = new Map<string, number>();
  return async (spend: SpendScenario, seconds = SECONDS): Promise<LoadFigures> => {
    const from = sentSoFar.get(spend.what) ?? 0;
    const { figures, sent } = await drive({
      url: api() + spend.path,
      seconds,
      spend: { what: spend.what, fans, catalogue, from },
    });
    sentSoFar.set(spend.what, from + sent);
    return figures;
  };
}

/** The mean of two runs' figures (each figure averaged). */
function meanOf(runs: LoadFigures[]): LoadFigures {
  const mean = (figure: keyof LoadFigures) =>
    Math.round(runs.reduce((sum, run) => sum + run[figure], 0) / runs.length);
  return {
    requestsPerSecond: mean('requestsPerSecond'),
    p50Ms: mean('p50Ms'),
    p99Ms: mean('p99Ms'),
    failed: mean('failed'),
    succeeded: mean('succeeded'),
  };
}

/** Spread votes with one of SWITCHES running and stopped (the mean of two runs each). */
interface Switched {
  what: string;
  limit: number;
  on: LoadFigures;
  off: LoadFigures;
  /** The share of spread votes per second it costs. */
  cost: number;
}

/** The watched votes over one bus: their rate, and how fast the totals reached the streams. */
interface BusFigures {
  bus: 'NOTIFY' | 'NATS';
  streams: number;
  votes: LoadFigures;
  live: StreamFigures;
}

/** Measured only when their rows run (all of them but under BENCH_ONLY). */
interface LiveFigures {
  streams: StreamFigures | undefined;
  switches: Switched[];
  buses: BusFigures[];
  onSale: OnSaleFigures | undefined;
}

/** Runs `work` while reading the API's metrics every second (fifteen times as often as docker compose's Prometheus). */
async function whileScraped<T>(metricsPort: number, work: () => Promise<T>): Promise<T> {
  const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text());
  await scrape(); // the listener answers, or the comparison is not what it says
  const scraper = setInterval(() => void scrape().catch(() => undefined), 1000);
  try {
    return await work();
  } finally {
    clearInterval(scraper);
  }
}

function report(rows: Row[], pgbenchTps: number, violations: string[], live: LiveFigures) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const table = rows.map((row) => {
    const target = TARGETS[row.kind];
    const ratio = row.requestsPerSecond / row.anchorPerSecond;
    return {
      what: row.what,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': `${row.p99Ms}${mark(row.p99Ms <= target.p99Ms)}`,
      failed: row.failed,
      anchor: `${row.anchor} ${Math.round(row.anchorPerSecond)}/s`,
      ratio: `${Math.round(ratio * 100)}%${mark(ratio >= target.ratio)}`,
    };
  });
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each; pgbench TPC-B ${PGBENCH_CLIENTS} clients: ${Math.round(pgbenchTps)} tx/s`,
  );
  console.table(table);
  const { streams, switches, buses, onSale: sale } = live;
  if (sale) {
    const ratio = sale.answeredPerSecond / pgbenchTps;
    console.log(`On-sale: ${sale.fans} fans at once for ${sale.seats} seats of one paid event:`);
    console.table([
      {
        'answers/s': sale.answeredPerSecond,
        seconds: Math.round(sale.seconds * 10) / 10,
        'p50 ms': sale.p50Ms,
        'p99 ms': `${sale.p99Ms}${mark(sale.p99Ms <= ON_SALE_TARGET.p99Ms)}`,
        sold: sale.sold,
        tickets: sale.tickets,
        mails: sale.mails,
        'sold out': sale.codes.SOLD_OUT ?? 0,
        other: JSON.stringify(
          Object.fromEntries(
            Object.entries(sale.codes).filter(([code]) => !['200', 'SOLD_OUT'].includes(code)),
          ),
        ),
        ratio: `${Math.round(ratio * 100)}% of pgbench${mark(ratio >= ON_SALE_TARGET.ratio)}`,
      },
    ]);
  }
  if (buses.length > 0) {
    console.log('Live tallies over NOTIFY and NATS (the watched votes, a fresh API each):');
    console.table(
      buses.map(({ bus, streams: count, votes, live: figures }) => ({
        bus,
        streams: count,
        'votes/s': votes.requestsPerSecond,
        'vote p99 ms': votes.p99Ms,
        'live p50 ms': figures.p50Ms,
        'live p99 ms': `${figures.p99Ms}${mark(figures.p99Ms <= 1000)}`,
        'within 1 s': `${Math.round(figures.withinOneSecond * 100)}%`,
      })),
    );
  }
  if (streams) {
    console.log(
      `Live: ${streams.streams} streams on the rushed project received ${streams.events} totals, ` +
        `p50 ${streams.p50Ms} ms, p99 ${streams.p99Ms} ms from the database to the fan; ` +
        `${Math.round(streams.withinOneSecond * 100)}% within 1 s${mark(streams.p99Ms <= 1000)}`,
    );
  }
  if (switches.length > 0) {
    console.table(
      switches.map(({ what, on, off, cost, limit }) => ({
        'spread votes': what,
        'running req/s': on.requestsPerSecond,
        'running p99': on.p99Ms,
        'stopped req/s': off.requestsPerSecond,
        'stopped p99': off.p99Ms,
        costs: `${Math.round(cost * 100)}% (at most ${limit * 100}%)${mark(cost <= limit)}`,
      })),
    );
  }
  const capped = rows.find((row) => row.what === CAPPED);
  const uncapped = rows.find((row) => row.what === UNCAPPED);
  if (capped && uncapped) {
    const cost = 1 - capped.requestsPerSecond / uncapped.requestsPerSecond;
    console.log(
      `Voting rules: votes on a capped voting ${capped.requestsPerSecond}/s (p99 ${capped.p99Ms} ms) against ` +
        `${uncapped.requestsPerSecond}/s (p99 ${uncapped.p99Ms} ms) without: ${Math.round(cost * 100)}% ` +
        `(at most ${CAPS_MAY_COST * 100}%)${mark(cost <= CAPS_MAY_COST)}`,
    );
  }
  const hearts = rows.find((row) => row.what === HEART_VOTES);
  if (hearts && uncapped) {
    const ratio = hearts.requestsPerSecond / uncapped.requestsPerSecond;
    console.log(
      `Hearts: heart votes on one project ${hearts.requestsPerSecond}/s (p99 ${hearts.p99Ms} ms) against coin ` +
        `votes ${uncapped.requestsPerSecond}/s (p99 ${uncapped.p99Ms} ms): ${Math.round(ratio * 100)}% ` +
        `(at least ${HEART_VOTES_AT_LEAST * 100}%)${mark(ratio >= HEART_VOTES_AT_LEAST)}`,
    );
  }
  console.log(violations.length === 0 ? 'Ledger invariants: OK' : `Ledger broken:\n${violations.join('\n')}`);
  // A partial run (BENCH_ONLY) leaves the last whole run's figures in place.
  if (process.env.BENCH_ONLY) return;
  writeFileSync(
    path.join(__dirname, 'results', 'api.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, pgbenchTps, targets: TARGETS, rows, live, ledgerViolations: violations }, null, 1)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
