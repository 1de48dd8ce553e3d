import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** The PostgreSQL server the benchmark runs on (README "API under load"); any database on it to connect through. */
export const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the server, dropped and created empty. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
}

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
  const url = await freshDatabase('fanhub_bench_pgbench');
  const { hostname, port, username } = new URL(url);
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
    await dropDatabase('fanhub_bench_pgbench');
  }
}
