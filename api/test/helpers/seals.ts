import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Seal } from '@fanhub/contract';
import { waitUntil } from '@fanhub/testkit';
import type { Database } from '../../src/db/database';
import { sealFinalEntries } from '../../src/ledger/seals';
import { connectionStringOf } from './test-database';

const run = promisify(execFile);

const highest = async (db: Database, sql: string) => (await db.query<{ id: number }>(sql)).rows[0]!.id;

/**
 * Sealer turns until every entry written before the call is sealed; answers the newest seal this call stored.
 * A sealer turn seals what the turn before it read as final, so two turns do it when nothing else seals; but the
 * API's own sealer (every `LEDGER_SEAL_EVERY_MS`) may hold the sealer's lock during a turn of ours, and then its
 * seal is only there once its transaction ends.
 */
export async function sealEverything(db: Database) {
  const written = await highest(db, 'SELECT COALESCE(MAX(id), 0)::int AS id FROM ledger_entries');
  const allSealed = async () =>
    (await highest(db, 'SELECT COALESCE(MAX(last_entry_id), 0)::int AS id FROM ledger_seals')) >= written;
  let newest: Seal | undefined;
  const sealed = await waitUntil(
    async () => {
      if (await allSealed()) return true;
      newest = (await sealFinalEntries(db)) ?? newest;
      return allSealed();
    },
    { everyMs: 20 },
  );
  if (!sealed) throw new Error(`the ledger's entries up to ${written} are still not sealed`);
  return newest;
}

/**
 * `pnpm ledger:verify` (the built CLI) on the test's PostgreSQL database: its exit code and what it printed.
 * PostgreSQL only: the CLI cannot reach a test's embedded database.
 */
export async function ledgerVerify(db: Database): Promise<{ code: number; output: string }> {
  const databaseUrl = await connectionStringOf(db);
  return run(process.execPath, ['dist/ledger/verify-cli.js'], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}
