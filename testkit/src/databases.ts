import { Client } from 'pg';

/** The PostgreSQL server tests, benchmarks and e2e create their databases on: a role that may create them. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The connection string of database `name` on the server of `server`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on its own connection to `server` (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function serverQuery<Row = Record<string, unknown>>(
  sql: string,
  server = TEST_POSTGRES_URL,
): Promise<Row[]> {
  const client = new Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a PostgreSQL server answers at `url`. */
export const postgresAnswers = (url = TEST_POSTGRES_URL): Promise<boolean> =>
  serverQuery('SELECT 1', url).then(
    () => true,
    () => false,
  );

export interface FreshDatabase {
  /** The server database's connection string; undefined on PGlite. */
  url: string | undefined;
  /** What an API process is started with to use it: `DATABASE_URL`, or `PGLITE_DATA_DIR=memory://`. */
  env: Record<string, string>;
  /** Drops the server database (PGlite's in-memory one goes with its process). */
  drop(): Promise<void>;
}

/**
 * A new database: `name` dropped and created again on the PostgreSQL server of `server` (empty, or a copy of
 * `template`), or (`on: 'pglite'`) an in-memory PGlite that the process using it creates.
 */
export async function freshDatabase(
  name: string,
  {
    on = 'server',
    server = TEST_POSTGRES_URL,
    template,
  }: { on?: 'server' | 'pglite'; server?: string; template?: string } = {},
): Promise<FreshDatabase> {
  if (on === 'pglite') return { url: undefined, env: { PGLITE_DATA_DIR: 'memory://' }, drop: async () => {} };
  const drop = async () => void (await serverQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, server));
  await drop();
  await serverQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`, server);
  const url = databaseUrl(server, name);
  return { url, env: { DATABASE_URL: url }, drop };
}
