import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/database';
import type { AppError } from '../../src/http/app-error';
import { accountBalance, ensureAccount } from '../../src/ledger/accounts';
import { transferNow } from '../../src/ledger/transfer';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';

// The server allows 100 connections; 60 pooled ones keep the race real and leave room for the rest.
const CONNECTIONS = TEST_DATABASE === 'postgres' ? 60 : 1;
const ATTEMPTS = 200;

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp({}, CONNECTIONS);
  db = testApp.db;
});
afterEach(() => expectLedgerSound(db));
afterAll(() => testApp.close());

it(`lets exactly 10 of ${ATTEMPTS} concurrent 10-coin transfers out of a 100-coin account succeed`, async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(db, fan.id, 100);
  const from = await ensureAccount(db, 'member', fan.id);
  const to = await ensureAccount(db, 'campaign', 'race');

  const outcomes = await Promise.allSettled(
    Array.from({ length: ATTEMPTS }, () =>
      transferNow(db, { fromAccountId: from, toAccountId: to, amount: 10, reason: 'campaign_support' }),
    ),
  );

  const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
  expect(new Set(refusals.map((r) => (r.reason as AppError).code))).toEqual(new Set(['INSUFFICIENT_COINS']));
  expect(await accountBalance(db, 'member', fan.id)).toBe(0);
  expect(await accountBalance(db, 'campaign', 'race')).toBe(100);
});

it(`answers 409 INSUFFICIENT_COINS over HTTP to the ${ATTEMPTS - 10} spends the balance cannot cover`, async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(db, fan.id, 100);
  const from = await ensureAccount(db, 'member', fan.id);
  const to = await ensureAccount(db, 'campaign', 'race-http');
  const app = await createSpendingServer(from, to);
  try {
    const { port } = app.server.address() as AddressInfo;
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/spend`, { method: 'POST' });
        const body = (await response.json()) as { code?: string };
        return `${response.status} ${body.code ?? 'OK'}`;
      }),
    );
    expect(statuses.filter((s) => s === '200 OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === '409 INSUFFICIENT_COINS')).toHaveLength(ATTEMPTS - 10);
    expect(await accountBalance(db, 'member', fan.id)).toBe(0);
  } finally {
    await app.close();
  }
});

/** A real HTTP server with the API's error handler, whose one route spends 10 coins through the ledger. */
async function createSpendingServer(from: number, to: number) {
  const Fastify = (await import('fastify')).default;
  const { registerErrorHandler } = await import('../../src/http/error-handler');
  const app = Fastify();
  registerErrorHandler(app);
  app.post('/spend', async () =>
    transferNow(db, { fromAccountId: from, toAccountId: to, amount: 10, reason: 'campaign_support' }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}
