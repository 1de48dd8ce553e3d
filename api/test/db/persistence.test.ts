import { mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { DEMO_MEMBER, seedIfEmpty } from '../../src/db/seed/seed';
import { localDiskStorage } from '../../src/modules/file/storage';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { scratchFolder } from '../helpers/scratch';
import { createTestDatabase, TEST_DATABASE } from '../helpers/test-database';

const MIGRATIONS = readdirSync(path.join(__dirname, '../../src/db/migrations')).sort();
const scratch = scratchFolder('persistence');
const temporaryStorage = () => localDiskStorage(mkdtempSync(path.join(scratch, 'uploads-')));
const DEVELOPMENT = { seedDemoAccounts: true, passwordScryptN: 1024, ticketSigningKeys: [] };

/** The embedded database's own files, whichever database the run is on: tested in the embedded run alone. */
const embeddedRun = TEST_DATABASE === 'pglite' ? it : it.skip;

embeddedRun('keeps the embedded database across restarts, migrating and seeding only once', async () => {
  const dataDir = mkdtempSync(path.join(scratch, 'pglite-'));
  const storage = temporaryStorage();
  const first = await openPglite(dataDir);
  expect(await migrate(first)).toEqual(MIGRATIONS);
  expect(await seedIfEmpty(first, storage, DEVELOPMENT)).toBe(true);
  await first.close();

  const second = await openPglite(dataDir);
  expect(await migrate(second)).toEqual([]);
  expect(await seedIfEmpty(second, storage, DEVELOPMENT)).toBe(false);
  const { rows } = await second.query<{ n: number }>(
    'SELECT COUNT(*)::bigint AS n FROM members WHERE email = $1',
    [DEMO_MEMBER.email],
  );
  expect(rows[0]!.n).toBe(1);
  await second.close();
});

it('seeds once when two replicas start together, with the demo member holding coins through the ledger', async () => {
  const { db, dispose } = await createTestDatabase();
  try {
    await migrate(db);
    const storage = temporaryStorage();
    await Promise.all([seedIfEmpty(db, storage, DEVELOPMENT), seedIfEmpty(db, storage, DEVELOPMENT)]);
    const coins = await db.query<{ balance: number }>(
      `SELECT a.balance FROM members m JOIN ledger_accounts a ON a.kind = 'member' AND a.owner_id = m.id::text
       WHERE m.email = $1`,
      [DEMO_MEMBER.email],
    );
    expect(coins.rows).toEqual([{ balance: DEMO_MEMBER.coins }]);
    expect((await db.query('SELECT title FROM pricing_packages')).rows).toHaveLength(5);
    expect(await findLedgerViolations(db)).toEqual([]);
  } finally {
    await dispose();
  }
});

it('seeds production with the catalogue only: no account anyone can sign in to, no coins, no activity', async () => {
  const { db, dispose } = await createTestDatabase();
  try {
    await migrate(db);
    expect(
      await seedIfEmpty(db, temporaryStorage(), {
        seedDemoAccounts: false,
        passwordScryptN: 1024,
        ticketSigningKeys: [],
      }),
    ).toBe(true);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT COUNT(*)::bigint AS n FROM ${table}`)).rows[0]!.n;
    expect(await count('members')).toBe(0);
    expect(await count('ledger_transfers')).toBe(0);
    expect(await count('votes')).toBe(0);
    expect(await count('campaigns')).toBeGreaterThan(0);
    expect(await count('events')).toBeGreaterThan(0);
    expect(await count('pricing_packages')).toBe(5);
  } finally {
    await dispose();
  }
});
