import { seedIfEmpty } from '../../src/db/seed/seed';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedIfEmpty(testApp.db, testApp.app.storage, testApp.config);
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const path = (url: string) => new URL(url).pathname;
const act = (redirectUrl: string, action: string) =>
  testApp.app.inject({ method: 'POST', url: `${path(redirectUrl)}/${action}` });

it('serves a Snap-compatible script that opens the payment page for a token', async () => {
  const response = await testApp.app.inject({ url: '/v1/payments/sandbox/snap.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/javascript/);
  expect(response.body).toContain('window.snap');
  expect(response.body).toContain('/v1/payments/sandbox/pay/');
});

it('names the sandbox script as the payment script, the same one a payment token names', async () => {
  const fan = await registerMember(testApp.app);
  const payment = await openPayment(testApp.app, fan, 1);
  const script = (await testApp.app.inject({ url: '/v1/client/pricing/payment-script' })).json().data;
  expect(script).toEqual({ snapJSUrl: payment.snapJSUrl, clientKey: payment.clientKey });
  expect(path(script.snapJSUrl)).toBe('/v1/payments/sandbox/snap.js');
});

it('shows the order on the payment page and escapes what it prints', async () => {
  const fan = await registerMember(testApp.app);
  const payment = await openPayment(testApp.app, fan, 2);
  const page = await testApp.app.inject({ url: path(payment.redirectUrl) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain(payment.orderId);
  expect(page.body).toContain(payment.pack.title);
  expect(page.body).toMatch(/Rp\s?69\.000/);
});

it('lets the site frame the payment page and run its one script, which no other answer allows', async () => {
  const fan = await registerMember(testApp.app);
  const payment = await openPayment(testApp.app, fan, 1);
  const page = await testApp.app.inject({ url: path(payment.redirectUrl) });
  const policy = page.headers['content-security-policy'] as string;
  expect(policy).toMatch(/script-src 'sha256-[^']+'/);
  expect(policy).toContain(`frame-ancestors 'self' ${testApp.config.corsOrigins.join(' ')}`);
  expect(page.headers['x-frame-options']).toBeUndefined();
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  // The site's rule outside production holds on the page too: on a plain-http localhost, WebKit would upgrade the
  // page's own calls to https, where nothing answers.
  expect(testApp.config.production).toBe(false);
  expect(policy).not.toContain('upgrade-insecure-requests');
  const script = await testApp.app.inject({ url: '/v1/payments/sandbox/snap.js' });
  expect(script.headers['content-security-policy']).toContain("frame-ancestors 'self';");
  expect(script.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('credits the coins when the fan approves, through the signed notification handler', async () => {
  const fan = await registerMember(testApp.app);
  const payment = await openPayment(testApp.app, fan);
  const response = await act(payment.redirectUrl, 'approve');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    event: 'success',
    result: { transaction_status: 'settlement', order_id: payment.orderId },
  });
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(payment.pack.coin);
  const applied = testApp.logs.filter(
    (line) => line.includes('payment notification applied') && line.includes(payment.orderId),
  );
  expect(applied).toHaveLength(1);
  expect((await act(payment.redirectUrl, 'approve')).statusCode).toBe(409);
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(payment.pack.coin);
});

it('credits nothing when the payment fails or is left pending', async () => {
  const fan = await registerMember(testApp.app);
  const failed = await openPayment(testApp.app, fan);
  expect((await act(failed.redirectUrl, 'fail')).json().data.event).toBe('error');
  const pending = await openPayment(testApp.app, fan);
  expect((await act(pending.redirectUrl, 'pending')).json().data.event).toBe('pending');
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(0);
  const order = await testApp.app.inject({
    url: `/v1/client/pricing/order/${failed.orderId}`,
    headers: fan.auth,
  });
  expect(order.json().data.status).toBe('denied');
});

it('refuses unknown tokens and actions', async () => {
  expect((await testApp.app.inject({ url: `/v1/payments/sandbox/pay/${'0'.repeat(32)}` })).statusCode).toBe(
    404,
  );
  const fan = await registerMember(testApp.app);
  const payment = await openPayment(testApp.app, fan);
  expect((await act(payment.redirectUrl, 'steal')).statusCode).toBe(400);
});
