import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverQuery } from '@fanhub/testkit';
import { openPostgres, pgliteDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { setPgliteDump, startRun, templateName, templateUrl } from './migrated-templates';
import { TEST_DATABASE, TEST_TIMEOUTS } from './test-database';

/** Jest global setup: the run's migrated template, which every test file's database is a copy of. */
export default async function globalSetup(): Promise<void> {
  startRun(String(process.pid));
  if (TEST_DATABASE === 'postgres') {
    await serverQuery(`CREATE DATABASE ${templateName()}`);
    const db = await openPostgres(templateUrl(), { poolSize: 1, ...TEST_TIMEOUTS });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return;
  }
  const pglite = await PGlite.create('memory://');
  try {
    await migrate(pgliteDatabase(pglite));
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fanhub-pglite-')), 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    setPgliteDump(file);
  } finally {
    await pglite.close();
  }
}
