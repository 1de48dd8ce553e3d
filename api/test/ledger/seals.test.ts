import { inclusionProof, leafHash, merkleRoot, rootFromProof } from '@fanhub/contract/dist/tally-proof';
import { Client } from 'pg';
import { findSealViolations, sealFinalEntries } from '../../src/ledger/seals';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, openVotingProjects } from '../helpers/seeded-app';
import { ledgerVerify, sealEverything } from '../helpers/seals';
import type { TestApp } from '../helpers/test-app';
import { TEST_POSTGRES_URL } from '@fanhub/testkit';
import { connectionStringOf, TEST_DATABASE } from '../helpers/test-database';

const onPostgres = TEST_DATABASE === 'postgres' ? it : it.skip;

describe('Merkle inclusion proofs (RFC 6962)', () => {
  it('lead every leaf of trees of 1 to 17 leaves to the root, and no other leaf', async () => {
    for (let size = 1; size <= 17; size += 1) {
      const leaves = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          leafHash({ id: i + 1, transferId: i, accountId: 7, amount: 5 }),
        ),
      );
      const root = await merkleRoot(leaves);
      for (let index = 0; index < size; index += 1) {
        const proof = await inclusionProof(leaves, index);
        expect(await rootFromProof(leaves[index]!, proof)).toBe(root);
        const forged = await leafHash({ id: index + 1, transferId: index, accountId: 7, amount: 6 });
        expect(await rootFromProof(forged, proof)).not.toBe(root);
      }
    }
  });
});

describe('ledger seals', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createSeededApp({ LEDGER_SEAL_EVERY_MS: '0' });
  });
  afterEach(() => testApp.close());

  const entryCount = async () =>
    (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM ledger_entries')).rows[0]!.n;

  it('seals every entry in a chain of seals that holds', async () => {
    const first = await sealEverything(testApp.db);
    expect(first).toMatchObject({ id: 1, firstEntryId: 1, entryCount: await entryCount() });
    const fan = await registerMember(testApp.app);
    await grantCoins(testApp.db, fan.id, 40);
    const second = await sealEverything(testApp.db);
    expect(second).toMatchObject({ id: 2, firstEntryId: first!.lastEntryId + 1, entryCount: 2 });
    expect(second!.previousHash).toBe(first!.hash);
    expect(await findSealViolations(testApp.db)).toEqual([]);
  });

  it('catches up on a backlog a seal at a time, none holding more entries than a seal may', async () => {
    await sealEverything(testApp.db);
    const fan = await registerMember(testApp.app);
    for (let grant = 0; grant < 3; grant += 1) await grantCoins(testApp.db, fan.id, 5);
    await sealFinalEntries(testApp.db, 4); // reads how far to seal: six entries
    const first = await sealFinalEntries(testApp.db, 4);
    const second = await sealFinalEntries(testApp.db, 4);
    expect(first).toMatchObject({ entryCount: 4 });
    expect(second).toMatchObject({ id: first!.id + 1, firstEntryId: first!.lastEntryId + 1, entryCount: 2 });
    expect(await findSealViolations(testApp.db)).toEqual([]);
  });

  onPostgres("is not held back by another database's transaction on the same server", async () => {
    await sealEverything(testApp.db);
    const fan = await registerMember(testApp.app);
    const elsewhere = new Client({ connectionString: TEST_POSTGRES_URL });
    await elsewhere.connect();
    try {
      // A transaction of another database, with an id of its own, open across both of the sealer's turns.
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await grantCoins(testApp.db, fan.id, 10);
      expect(await sealEverything(testApp.db)).toMatchObject({ entryCount: 2 });
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
    }
  });

  onPostgres('waits for a transaction still writing when it read how far to seal', async () => {
    await sealEverything(testApp.db);
    const fan = await registerMember(testApp.app);
    const other = await registerMember(testApp.app);
    await grantCoins(testApp.db, other.id, 10);
    const writer = new Client({ connectionString: await connectionStringOf(testApp.db) });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      const { rows } = await writer.query<{ transfer_id: string }>(
        `SELECT transfer_id FROM ledger_transfer((SELECT id FROM ledger_accounts WHERE kind = 'mint'),
                ledger_account('member', $1), 25, 'welcome_grant', NULL, NULL, false)`,
        [fan.id],
      );
      // A later entry id, committed first (a vote: it does not wait on the mint the writer holds).
      const vote = await testApp.app.inject({
        method: 'POST',
        url: '/v1/client/voting-project/create-vote',
        headers: other.auth,
        payload: { projectId: (await openVotingProjects(testApp.app))[0]!._id, coins: 4 },
      });
      expect(vote.statusCode).toBe(200);
      await sealFinalEntries(testApp.db); // horizon: the writer is still writing
      expect(await sealFinalEntries(testApp.db)).toBeUndefined();
      await writer.query('COMMIT');
      // The writer has ended: the range read while it wrote is sealed now, its entries included.
      const sealed = (await sealFinalEntries(testApp.db))!;
      const written = await testApp.db.query<{ id: number }>(
        'SELECT id FROM ledger_entries WHERE transfer_id = $1',
        [Number(rows[0]!.transfer_id)],
      );
      for (const { id } of written.rows) {
        expect(id).toBeGreaterThanOrEqual(sealed.firstEntryId);
        expect(id).toBeLessThanOrEqual(sealed.lastEntryId);
      }
      expect(await findSealViolations(testApp.db)).toEqual([]);
    } finally {
      await writer.end();
    }
  });

  it('names the seal and the entry when a sealed entry is altered in SQL, or a seal', async () => {
    const fan = await registerMember(testApp.app);
    await grantCoins(testApp.db, fan.id, 40);
    const seal = (await sealEverything(testApp.db))!;
    const { rows } = await testApp.db.query<{ id: number }>(
      'SELECT id FROM ledger_entries WHERE id BETWEEN $1 AND $2 ORDER BY id DESC LIMIT 1',
      [seal.firstEntryId, seal.lastEntryId],
    );
    const entryId = rows[0]!.id;
    await testApp.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
    await testApp.db.query('UPDATE ledger_entries SET amount = amount + 1000 WHERE id = $1', [entryId]);
    expect(await findSealViolations(testApp.db)).toEqual([
      `seal ${seal.id}: entry ${entryId} was altered, or an entry before it added or removed`,
    ]);

    await testApp.db.query("UPDATE ledger_seals SET root = repeat('0', 64) WHERE id = $1", [seal.id]);
    expect(await findSealViolations(testApp.db)).toEqual(
      expect.arrayContaining([
        `seal ${seal.id} was altered: its hash does not match it`,
        `seal ${seal.id}: its leaf hashes do not make its root`,
      ]),
    );
  });

  onPostgres(
    'pnpm ledger:verify exits 0 on a sound chain and 1 naming the broken seal and entry',
    async () => {
      const fan = await registerMember(testApp.app);
      await grantCoins(testApp.db, fan.id, 40);
      const seal = (await sealEverything(testApp.db))!;
      const verify = () => ledgerVerify(testApp.db);
      const sound = await verify();
      expect(sound).toMatchObject({ code: 0, output: expect.stringContaining('The seal chain holds') });

      await testApp.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
      await testApp.db.query('DELETE FROM ledger_entries WHERE id = $1', [seal.firstEntryId]);
      const broken = await verify();
      expect(broken.code).toBe(1);
      expect(broken.output).toContain(`✗ seal ${seal.id}: entry`);
      expect(broken.output).toContain(
        `✗ seal ${seal.id} sealed ${seal.entryCount} entries; ${seal.entryCount - 1}`,
      );
    },
  );
});
