import { signedNotification } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { endpoints } from '@fanhub/contract';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { grantCoins, registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';

const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
const SERVER_KEY = 'SB-sandbox-server-key-never-logged';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ JWT_SECRET, SANDBOX_SERVER_KEY: SERVER_KEY });
  await seedIfEmpty(testApp.db, testApp.app.storage, testApp.config);
});
afterAll(() => testApp.close());

it('reports health after asking the database', async () => {
  const response = await testApp.app.inject({ url: '/v1/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: true,
    data: { database: 'ok', kind: testApp.db.kind, redis: 'not configured' },
  });
});

it('serves and documents exactly the calls of the contract, no more, no fewer', async () => {
  const json = await testApp.app.inject({ url: '/v1/docs/json' });
  expect(json.statusCode).toBe(200);
  const documented = Object.entries(json.json().paths as Record<string, object>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/v1/, '')}`),
  );
  const contracted = Object.keys(endpoints).map((key) => key.replace(/:(\w+)/g, '{$1}'));
  expect(documented.sort()).toEqual(contracted.sort());
  const vote = json.json().paths['/v1/client/voting-project/create-vote'].post;
  expect(vote.requestBody.content['application/json'].schema.properties.message.maxLength).toBe(500);
  expect(Object.keys(vote.responses)).toEqual(
    expect.arrayContaining(['200', '400', '401', '404', '409', '422']),
  );
  expect((await testApp.app.inject({ url: '/v1/docs' })).statusCode).toBeLessThan(400);
});

it.each([
  '/v1/auth/register',
  '/v1/auth/login',
  '/v1/auth/forgot-password/verify',
  '/v1/auth/reset-password',
  '/v1/payments/notification',
])('refuses malformed JSON at %s with 400 and a bilingual message', async (url) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "fan@fanhub.test",',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    status: false,
    code: 'MALFORMED_JSON',
    message: 'Format JSON tidak valid / Malformed JSON body',
  });
});

it('refuses a body over 1 MB with 413', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe('Isi permintaan terlalu besar / Request body is too large');
});

it('answers an unknown path with a bilingual 404', async () => {
  const response = await testApp.app.inject({ url: '/v1/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ status: false, code: 'ROUTE_NOT_FOUND' });
});

it("allows the site's own origins and no other", async () => {
  const preflight = (origin: string) =>
    testApp.app.inject({
      method: 'OPTIONS',
      url: '/v1/client/pricing',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
  expect((await preflight('http://localhost:3001')).headers['access-control-allow-origin']).toBe(
    'http://localhost:3001',
  );
  expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
});

it('never writes a password, password hash, token, JWT secret or server key to a log line', async () => {
  const fan = await registerMember(testApp.app, {
    password: 'SuperSecret-Pass-1',
    confirmPassword: 'SuperSecret-Pass-1',
  });
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: fan.email, password: 'SuperSecret-Pass-1' },
  });
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: fan.email, password: 'Wrong-Pass-2' },
  });
  await testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: fan.auth });
  const { orderId, pack } = await openPayment(testApp.app, fan);
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/payments/notification',
    payload: signedNotification('forged-key', { orderId, grossAmount: pack.price, status: 'settlement' }),
  });
  const { rows } = await testApp.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE id = $1',
    [fan.id],
  );

  const logs = testApp.logs.join('\n');
  expect(logs).toContain('/v1/auth/login');
  for (const secret of [
    'SuperSecret-Pass-1',
    'Wrong-Pass-2',
    rows[0]!.password_hash,
    fan.token,
    JWT_SECRET,
    SERVER_KEY,
  ]) {
    expect(logs).not.toContain(secret);
  }
});

it('refuses text PostgreSQL cannot store (a NUL character) with 400, never 500', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 20);
  const campaign = (
    await testApp.db.query<{ id: string }>('SELECT id FROM campaigns WHERE target_date > now() LIMIT 1')
  ).rows[0]!;
  const support = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/campaign/support',
    headers: fan.auth,
    payload: { projectId: campaign.id, coins: 5, message: 'semangat\u0000!' },
  });
  expect(support.statusCode).toBe(400);
  expect(support.json().message).toBe(
    'Teks berisi karakter yang tidak diizinkan / The text contains characters that are not allowed',
  );
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(20);
  const order = await testApp.app.inject({ url: '/v1/client/pricing/order/%00', headers: fan.auth });
  expect(order.statusCode).toBe(400);
});
