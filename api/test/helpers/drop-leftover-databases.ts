import { adminQuery, TEST_DATABASE, TEST_DATABASE_PREFIX } from './test-database';

/** Jest global teardown: no database of this run outlives it, even when a test file crashed. */
export default async function dropLeftoverDatabases(): Promise<void> {
  if (TEST_DATABASE !== 'postgres') return;
  const { rows } = await adminQuery(
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}${process.pid}\\_%'`,
  );
  for (const row of rows) await adminQuery(`DROP DATABASE IF EXISTS ${String(row.datname)} WITH (FORCE)`);
}
