import { Client } from 'pg';
import { pause, waitUntil } from '@fanhub/testkit';
import { accountBalance, ensureAccount } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectionStringOf, TEST_DATABASE } from '../helpers/test-database';

const onPostgres = TEST_DATABASE === 'postgres' ? it : it.skip;
if (TEST_DATABASE !== 'postgres') {
  console.warn(
    'SKIPPED here: lock waits and dropped connections need the PostgreSQL server (TEST_DATABASE=postgres)',
  );
}

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['a list', '/v1/client/pricing'],
    ['a refusal', '/v1/member/someone'],
    ['an unknown address', '/v1/nowhere'],
    ['the health check', '/v1/health'],
  ])('sends them on %s', async (_case, url) => {
    const response = await testApp.app.inject({ url });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      // Images and the payment script are fetched by the site's other origins.
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('keeps the API documentation usable', async () => {
    const docs = await testApp.app.inject({ url: '/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('timeouts', () => {
  onPostgres(
    'cancels a spend stuck behind a lock after statement_timeout: 503, bilingual, nothing written',
    async () => {
      const testApp = await createSeededApp({ DATABASE_STATEMENT_TIMEOUT_MS: '500' });
      const admin = new Client({ connectionString: await connectionStringOf(testApp.db) });
      await admin.connect();
      try {
        const fan = await registerMember(testApp.app);
        await grantCoins(testApp.db, fan.id, 100);
        const campaign = (
          await getJson<{ data: { _id: string }[] }>(testApp.app, '/v1/client/campaign?status=active')
        ).data[0]!;
        // Another session holds the fan's coin account for longer than statement_timeout.
        await admin.query('BEGIN');
        await admin.query('SELECT 1 FROM ledger_accounts WHERE id = $1 FOR UPDATE', [
          await ensureAccount(testApp.db, 'member', fan.id),
        ]);
        const started = Date.now();
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/v1/client/campaign/support',
          headers: fan.auth,
          payload: { projectId: campaign._id, coins: 30 },
        });
        expect(Date.now() - started).toBeLessThan(3000);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          code: 'DATABASE_BUSY',
          message: 'Server sedang sibuk, silakan coba lagi / The server is busy, please try again',
        });
        await admin.query('ROLLBACK');
        expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(100);
        const supports = await testApp.db.query('SELECT 1 FROM campaign_supports WHERE member_id = $1', [
          fan.id,
        ]);
        expect(supports.rows).toEqual([]);
        await expectLedgerSound(testApp.db);
      } finally {
        await admin.end();
        await testApp.close();
      }
    },
  );

  onPostgres(
    'gives a whole transaction the statement timeout: waits that each fit do not add up past it',
    async () => {
      const testApp = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
      try {
        const started = Date.now();
        // Each wait alone is within statement_timeout; the two together are not.
        const twoWaits = testApp.db.transaction(async (tx) => {
          await tx.query('SELECT pg_sleep(0.6)');
          await tx.query('SELECT pg_sleep(0.6)');
        });
        await expect(twoWaits).rejects.toMatchObject({ code: '57014' });
        expect(Date.now() - started).toBeLessThan(1150);
        // Migrations and seeding give each statement its own timeout.
        await expect(
          testApp.db.transaction(
            async (tx) => {
              await tx.query('SELECT pg_sleep(0.6)');
              await tx.query('SELECT pg_sleep(0.6)');
            },
            { budgeted: false },
          ),
        ).resolves.toBeUndefined();
      } finally {
        await testApp.close();
      }
    },
  );

  onPostgres(
    'answers /v1/health with 503 within 2 s when the database does not answer, then 200 again',
    async () => {
      const testApp = await createTestApp({ DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_MS: '30000' });
      try {
        // The only connection is busy: the health check's query cannot even start.
        let release!: () => void;
        const busy = testApp.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
        const started = Date.now();
        const health = await testApp.app.inject({ url: '/v1/health' });
        const elapsed = Date.now() - started;
        expect(health.statusCode).toBe(503);
        expect(health.json().code).toBe('DATABASE_UNAVAILABLE');
        expect(elapsed).toBeGreaterThanOrEqual(1900);
        expect(elapsed).toBeLessThan(2800);
        release();
        await busy;
        expect((await testApp.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
      } finally {
        await testApp.close();
      }
    },
  );

  onPostgres('fails a transaction whose connection the server drops midway, and serves on', async () => {
    const testApp = await createTestApp();
    const admin = new Client({ connectionString: await connectionStringOf(testApp.db) });
    await admin.connect();
    try {
      const cutMidway = testApp.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // The connection ends while the transaction holds it between statements (a server restart).
        await pause(300);
        await tx.query('SELECT 1');
      });
      await expect(cutMidway).rejects.toThrow();
      expect((await testApp.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
      expect(testApp.logs.join('\n')).toContain('database connection lost');
    } finally {
      await admin.end();
      await testApp.close();
    }
  });

  onPostgres('logs a connection the server dropped, and serves on with a new one', async () => {
    const testApp = await createTestApp();
    const admin = new Client({ connectionString: await connectionStringOf(testApp.db) });
    await admin.connect();
    try {
      expect((await testApp.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      // Every idle connection the server dropped is noticed (logged) and let go before the next request.
      expect(await waitUntil(() => testApp.db.connections().idle === 0, { everyMs: 10 })).toBe(true);
      expect(testApp.logs.join('\n')).toContain('database connection lost');
      expect((await testApp.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await admin.end();
      await testApp.close();
    }
  });
});
