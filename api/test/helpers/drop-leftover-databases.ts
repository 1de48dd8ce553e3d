import { serverQuery } from '@fanhub/testkit';
import { TEST_DATABASE, TEST_DATABASE_PREFIX } from './test-database';

/** Jest global teardown: no database of this run outlives it, even when a test file crashed. */
export default async function dropLeftoverDatabases(): Promise<void> {
  if (TEST_DATABASE !== 'postgres') return;
  const leftovers = await serverQuery<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}${process.pid}\\_%'`,
  );
  for (const { datname } of leftovers) await serverQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
