import { readFileSync } from 'node:fs';
import { databaseUrl, serverQuery, TEST_POSTGRES_URL } from '@fanhub/testkit';

/**
 * Every test file gets a database of its own, and migrating each one cost seconds (PGlite's initdb most of them).
 * The suite's global setup migrates one database per run, a template, and every test file starts from a copy of
 * it: on the server `CREATE DATABASE … TEMPLATE`, on PGlite a data directory dumped once and loaded.
 */

/** Databases this run creates start with this and the run's id, so a crashed run's leftovers can be dropped. */
export const TEST_DATABASE_PREFIX = 'fanhub_test_';
/** The run's id, set by the global setup, in every worker's environment. */
const RUN = 'FANHUB_TEST_RUN_ID';
/** Where the global setup dumped the migrated PGlite data directory. */
const PGLITE_DUMP = 'FANHUB_TEST_PGLITE_DUMP';

export const runId = (): string => process.env[RUN] ?? String(process.pid);
export const startRun = (id: string) => void (process.env[RUN] = id);

/** The migrated template on the server, named for the run. */
export const templateName = (): string => `${TEST_DATABASE_PREFIX}${runId()}_template`;
export const templateUrl = (): string => databaseUrl(TEST_POSTGRES_URL, templateName());

/** Every database of this run on the server, the template included. */
export const runDatabases = () =>
  serverQuery<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}${runId()}\\_%'`,
  );

export const setPgliteDump = (file: string) => void (process.env[PGLITE_DUMP] = file);
export const pgliteDumpFile = (): string | undefined => process.env[PGLITE_DUMP];

/** The migrated PGlite data directory, when the global setup dumped one. */
export function migratedPgliteDump(): Blob | undefined {
  const file = pgliteDumpFile();
  return file ? new Blob([readFileSync(file)]) : undefined;
}
