import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPostgres, type Database } from '../src/db/database';
import { findLedgerViolations } from '../src/ledger/invariants';
import { findSealViolations } from '../src/ledger/seals';
import { rushCatalogue } from '../harness/catalogue';
import { fansWithCoins } from '../harness/fans';
import { startNode, type Server } from '../harness/processes';
import { productionApiEnv } from '../harness/production-env';
import { publicReads } from './public-reads';
import { CONNECTIONS, drive, type LoadFigures } from './load';
import { freshDatabase, pgbench } from './postgres-server';
import { spendScenarios, type SpendScenario } from './scenarios';
import { measureStreams, type StreamFigures } from './streams';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FANS = 128;
/** Top-ups of the largest package (1,000 coins) each fan buys: enough for every sign-up and vote. */
const ORDERS_PER_FAN = 2;
const PAID_EVENTS = 200;
const API_PORT = 4400;
const BARE_PORT = 4401;
const PGBENCH_CLIENTS = 16;
const LOG_DIR = path.join(__dirname, 'results');
const TARGETS = { spend: { ratio: 0.5, p99Ms: 50 }, read: { ratio: 0.3, p99Ms: 20 } };
/** Fans watching the rushed project's page live (one event stream each). */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
/** The most the sealer may cost spends. */
const SEALER_COST_LIMIT = 0.1;

interface Row extends LoadFigures {
  what: string;
  kind: keyof typeof TARGETS;
  anchor: string;
  anchorPerSecond: number;
}

/** The API as production runs it, on its own fresh database with a pool of 20 (README "Benchmarks"). */
function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  return startNode(
    'api',
    ['dist/server.js'],
    {
      ...productionApiEnv({
        port: API_PORT,
        databaseUrl,
        jwtSecret: `bench-${process.pid}-${'x'.repeat(40)}`,
        sandboxServerKey: `bench-sandbox-${process.pid}`,
        uploadDir: path.join(LOG_DIR, 'uploads'),
      }),
      DATABASE_POOL_SIZE: '20',
      ...env,
    },
    API_PORT,
    '/v1/health',
    LOG_DIR,
  );
}

/** The bare Fastify anchor, answering each read's URL with the bytes the API answered. */
async function startBareFastify(api: string, reads: string[]): Promise<Server> {
  const payloads: Record<string, string> = {};
  for (const url of reads) payloads[url] = await (await fetch(api + url)).text();
  const file = path.join(LOG_DIR, 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  return startNode(
    'bare-fastify',
    ['-r', 'esbuild-register', path.join(__dirname, 'bare-fastify.ts')],
    { PORT: String(BARE_PORT), BENCH_PAYLOADS: file },
    BARE_PORT,
    '/ready',
    LOG_DIR,
  );
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

  const databaseUrl = await freshDatabase('fanhub_bench');
  let api = await startApi(databaseUrl);
  const db = await openPostgres(databaseUrl, {
    poolSize: 2,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 60_000,
    idleInTransactionTimeoutMs: 60_000,
  });
  let bare: Server | undefined;
  try {
    const catalogue = await rushCatalogue(db, PAID_EVENTS);
    console.log(`${FANS} fans register and buy coins through the sandbox payment …`);
    const fans = await fansWithCoins(api.url, FANS, ORDERS_PER_FAN);

    const rows: Row[] = [];
    const unrecorded: string[] = [];
    let streams: StreamFigures | undefined;
    for (const spend of spendScenarios(fans, catalogue)) {
      console.log(`${spend.what} …`);
      const { rows: clock } = await db.query<{ now: string }>('SELECT clock_timestamp() AS now');
      const load = () => driveSpends(api.url, spend);
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

    const reads = publicReads(catalogue);
    bare = await startBareFastify(api.url, Object.values(reads));
    for (const [what, url] of Object.entries(reads)) {
      console.log(`GET ${url} …`);
      const figures = await drive({ url: api.url + url, seconds: SECONDS });
      const anchorFigures = await drive({ url: bare.url + url, seconds: SECONDS });
      rows.push({
        what: `GET ${what}`,
        kind: 'read',
        anchor: 'bare Fastify',
        anchorPerSecond: anchorFigures.requestsPerSecond,
        ...figures,
      });
    }

    // The same spends once more with the sealer stopped: what sealing costs them.
    await api.stop();
    api = await startApi(databaseUrl, { LEDGER_SEAL_EVERY_MS: '0' });
    const spread = spendScenarios(fans, catalogue).find((spend) => spend.what.startsWith('votes, spread'))!;
    console.log(`${spread.what}, sealer stopped …`);
    const unsealed = await driveSpends(api.url, spread);
    const sealed = rows.find((row) => row.what === spread.what)!;
    const sealerCost = 1 - sealed.requestsPerSecond / unsealed.requestsPerSecond;

    const violations = [
      ...(await findLedgerViolations(db)),
      ...(await findSealViolations(db)),
      ...unrecorded,
    ];
    report(rows, anchor.txPerSecond, violations, { streams: streams!, sealerCost, unsealed });
    if (violations.length > 0) process.exitCode = 1;
  } finally {
    await bare?.stop();
    await api.stop();
    await db.close();
  }
}

/** One spend scenario at CONNECTIONS connections for SECONDS. */
const driveSpends = (api: string, spend: SpendScenario) =>
  drive({
    url: api + spend.path,
    seconds: SECONDS,
    method: 'POST',
    next: () => {
      const { fan, body } = spend.next();
      // As the site sends every spend: with a key of its own, so a retry cannot spend twice.
      return { headers: { authorization: fan.authorization, 'idempotency-key': randomUUID() }, body };
    },
  });

interface LiveFigures {
  streams: StreamFigures;
  /** The share of spread votes per second the sealer costs. */
  sealerCost: number;
  unsealed: LoadFigures;
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
      anchor: `${row.anchor} ${row.anchorPerSecond}/s`,
      ratio: `${Math.round(ratio * 100)}%${mark(ratio >= target.ratio)}`,
    };
  });
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each; pgbench TPC-B ${PGBENCH_CLIENTS} clients: ${pgbenchTps} tx/s`,
  );
  console.table(table);
  const { streams, sealerCost, unsealed } = live;
  console.log(
    `Live: ${streams.streams} streams on the rushed project received ${streams.events} totals, ` +
      `p50 ${streams.p50Ms} ms, p99 ${streams.p99Ms} ms from the database to the fan; ` +
      `${Math.round(streams.withinOneSecond * 100)}% within 1 s${mark(streams.p99Ms <= 1000)}`,
  );
  console.log(
    `Sealer: spread votes ${unsealed.requestsPerSecond}/s with it stopped; it costs ${Math.round(sealerCost * 100)}%` +
      ` (at most ${SEALER_COST_LIMIT * 100}%)${mark(sealerCost <= SEALER_COST_LIMIT)}`,
  );
  console.log(violations.length === 0 ? 'Ledger invariants: OK' : `Ledger broken:\n${violations.join('\n')}`);
  writeFileSync(
    path.join(__dirname, 'results', 'api.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, pgbenchTps, targets: TARGETS, rows, live, ledgerViolations: violations }, null, 1)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
