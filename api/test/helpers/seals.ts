import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../src/db/database';
import { sealFinalEntries } from '../../src/ledger/seals';
import { connectionStringOf } from './test-database';

const run = promisify(execFile);

/** Two sealer turns, as the API's sealer takes them: the first reads how far to seal, the second seals it. */
export async function sealEverything(db: Database) {
  await sealFinalEntries(db);
  return sealFinalEntries(db);
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
