import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freshDatabase } from '@fanhub/testkit';

const run = promisify(execFile);

/** The PostgreSQL server the benchmark runs on (docs/performance.md); any database on it to connect through. */
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface PgbenchResult {
  txPerSecond: number;
  latencyAverageMs: number;
}

/**
 * pgbench's TPC-B-like transaction (five statements: three account updates, a select, an insert) on its own
 * database at `scale` (one branch per client, so clients do not queue on one branch row), with `clients`
 * connections for `seconds`: the database's own speed on this machine, the anchor for spends.
 */
export async function pgbench(clients: number, seconds: number): Promise<PgbenchResult> {
  const database = await freshDatabase('fanhub_bench_pgbench', { server: BENCH_POSTGRES_URL });
  const { hostname, port, username } = new URL(database.url!);
  const connection = ['-h', hostname, '-p', port || '5432', '-U', username || 'postgres'];
  try {
    await run('pgbench', ['-i', '-q', '-s', String(clients), ...connection, 'fanhub_bench_pgbench']);
    const { stdout } = await run('pgbench', [
      ...['-c', String(clients), '-j', '2', '-T', String(seconds), '-n'],
      ...connection,
      'fanhub_bench_pgbench',
    ]);
    const figure = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
    return {
      txPerSecond: figure(/tps = ([\d.]+)/),
      latencyAverageMs: figure(/latency average = ([\d.]+) ms/),
    };
  } finally {
    await database.drop();
  }
}
