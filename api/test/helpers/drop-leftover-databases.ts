import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverQuery } from '@fanhub/testkit';
import { pgliteDumpFile, runDatabases } from './migrated-templates';
import { TEST_DATABASE } from './test-database';

/** Jest global teardown: no database of this run outlives it (the template included), even when a file crashed. */
export default async function dropLeftoverDatabases(): Promise<void> {
  const dump = pgliteDumpFile();
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
  if (TEST_DATABASE !== 'postgres') return;
  for (const { datname } of await runDatabases())
    await serverQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
