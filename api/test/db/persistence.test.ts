import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { DEMO_MEMBER, seedIfEmpty } from '../../src/db/seed/seed';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { createTestDatabase } from '../helpers/test-database';

it('keeps the embedded database across restarts, migrating and seeding only once', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-pglite-'));
  try {
    const first = await openPglite(dataDir);
    expect(await migrate(first)).toEqual(['001_members_ledger_payments.sql']);
    expect(await seedIfEmpty(first)).toBe(true);
    await first.close();

    const second = await openPglite(dataDir);
    expect(await migrate(second)).toEqual([]);
    expect(await seedIfEmpty(second)).toBe(false);
    const { rows } = await second.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM members WHERE email = $1',
      [DEMO_MEMBER.email],
    );
    expect(rows[0]!.n).toBe(1);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('seeds the demo member with coins through the ledger, and the pricing packages', async () => {
  const { db, dispose } = await createTestDatabase();
  try {
    await migrate(db);
    await Promise.all([seedIfEmpty(db), seedIfEmpty(db)]);
    const coins = await db.query<{ balance: number }>(
      `SELECT a.balance FROM members m JOIN ledger_accounts a ON a.kind = 'member' AND a.owner_id = m.id::text
       WHERE m.email = $1`,
      [DEMO_MEMBER.email],
    );
    expect(coins.rows).toEqual([{ balance: DEMO_MEMBER.coins }]);
    const packages = await db.query('SELECT title FROM pricing_packages');
    expect(packages.rows.length).toBe(5);
    expect(await findLedgerViolations(db)).toEqual([]);
  } finally {
    await dispose();
  }
});
