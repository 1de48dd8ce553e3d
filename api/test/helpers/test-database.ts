import { randomBytes } from 'node:crypto';
import { databaseUrl, freshDatabase, TEST_POSTGRES_URL } from '@fanhub/testkit';
import { openPglite, openPostgres, type Database, type PostgresOptions } from '../../src/db/database';
import { migratedPgliteDump, runId, TEST_DATABASE_PREFIX, templateName } from './migrated-templates';

/** Which database the suite runs on: `pglite` (default) or `postgres` (TEST_DATABASE=postgres). */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on the server, drops the database. */
  dispose(): Promise<void>;
}

/** Generous timeouts: the concurrency tests queue many transactions on one row. */
export const TEST_TIMEOUTS = {
  connectTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** A new database of its own for one test file: a copy of the run's migrated template (migrated-templates.ts). */
export async function createTestDatabase(
  poolSize = 5,
  timeouts: Omit<PostgresOptions, 'poolSize'> = TEST_TIMEOUTS,
): Promise<TestDatabase> {
  if (TEST_DATABASE === 'pglite') {
    const db = await openPglite('memory://', migratedPgliteDump());
    return { db, dispose: () => db.close().catch(() => undefined) };
  }
  const fresh = await freshDatabase(`${TEST_DATABASE_PREFIX}${runId()}_${randomBytes(4).toString('hex')}`, {
    template: templateName(),
  });
  const db = await openPostgres(fresh.url!, { poolSize, ...timeouts });
  let closed = false;
  const closeOnce = async () => {
    if (!closed) {
      closed = true;
      await db.close().catch(() => undefined);
    }
  };
  // The app closes its database on shutdown; the test may close it too.
  return {
    db: { ...db, close: closeOnce },
    async dispose() {
      await closeOnce();
      await fresh.drop();
    },
  };
}

/** The connection string of the server database `db` is on (each test file creates a database of its own). */
export async function connectionStringOf(db: Database): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  return databaseUrl(TEST_POSTGRES_URL, rows[0]!.name);
}
