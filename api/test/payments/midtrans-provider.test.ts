import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedNotification } from '@fanhub/testkit';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A local stand-in for Midtrans: the Snap API answers what the test sets in `answer`, the status API
 * (`GET /v2/{orderId}/status`) what the test sets in `statuses` (404 for an order it has none for).
 * Every request is recorded.
 */
function startStandIn(answer: { status: number; body: object }) {
  const requests: Captured[] = [];
  const statuses = new Map<string, object>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: raw ? JSON.parse(raw) : {},
      });
      const statusOf = /^\/v2\/([^/]+)\/status$/.exec(request.url!)?.[1];
      const [code, body] =
        statusOf === undefined
          ? [answer.status, answer.body]
          : statuses.has(decodeURIComponent(statusOf))
            ? [200, statuses.get(decodeURIComponent(statusOf))!]
            : [404, { status_code: '404', status_message: "Transaction doesn't exist." }];
      response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise<{
    url: string;
    requests: Captured[];
    answer: typeof answer;
    statuses: typeof statuses;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        answer,
        statuses,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let testApp: TestApp;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
const SERVER_KEY = 'SB-Mid-server-TESTKEY123';

beforeAll(async () => {
  standIn = await startStandIn({
    status: 201,
    body: {
      token: 'snap-token-from-midtrans',
      redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/abc',
    },
  });
  testApp = await createTestApp({
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-TESTKEY123',
    MIDTRANS_API_URL: standIn.url,
    MIDTRANS_CORE_API_URL: standIn.url,
  });
  await seedIfEmpty(testApp.db, testApp.app.storage, testApp.config);
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

it('creates a Snap transaction with Basic auth and the order, item and customer details', async () => {
  const fan = await registerMember(testApp.app, { fullName: 'Park Jimin' });
  const payment = await openPayment(testApp.app, fan, 1);

  expect(payment).toMatchObject({
    snapToken: 'snap-token-from-midtrans',
    redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/abc',
    snapJSUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
  });
  const request = standIn.requests.at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/snap/v1/transactions');
  expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.body).toEqual({
    transaction_details: { order_id: payment.orderId, gross_amount: payment.pack.price },
    item_details: [
      { id: payment.pack._id, price: payment.pack.price, quantity: 1, name: payment.pack.title },
    ],
    customer_details: { first_name: 'Park Jimin', email: fan.email, phone: '081234567890' },
  });
});

it('answers 502 with a bilingual message when Midtrans refuses, and marks the order failed', async () => {
  standIn.answer.status = 401;
  standIn.answer.body = { error_messages: ['Access denied due to unauthorized transaction'] };
  const fan = await registerMember(testApp.app);
  const packages = (await testApp.app.inject({ url: '/v1/client/pricing' })).json().data;
  const response = await testApp.app.inject({
    url: `/v1/client/pricing/create-payment-token/${packages[0]._id}`,
    headers: fan.auth,
  });
  expect(response.statusCode).toBe(502);
  expect(response.json().message).toBe('Gagal membuat token pembayaran / Failed to create payment token');
  const { rows } = await testApp.db.query<{ status: string }>(
    'SELECT status FROM payment_orders WHERE member_id = $1',
    [fan.id],
  );
  expect(rows).toEqual([{ status: 'failed' }]);
  expect(testApp.logs.join('\n')).not.toContain(SERVER_KEY);
});

it("tells a page where Snap's script is, with the public client key, before any order exists", async () => {
  const response = await testApp.app.inject({ url: '/v1/client/pricing/payment-script' });
  expect(response.json()).toEqual({
    status: true,
    data: {
      snapJSUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
      clientKey: 'SB-Mid-client-TESTKEY123',
    },
  });
  expect(response.body).not.toContain(SERVER_KEY);
});

it('has no sandbox routes when Midtrans is the provider', async () => {
  expect((await testApp.app.inject({ url: '/v1/payments/sandbox/snap.js' })).statusCode).toBe(404);
});

describe('payment notifications are confirmed with the status API before coins move', () => {
  const notify = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/v1/payments/notification', payload });
  const midtransStatus = (
    orderId: string,
    grossAmount: number,
    transaction_status: string,
    fraud_status = 'accept',
  ) => ({
    status_code: '200',
    order_id: orderId,
    gross_amount: `${grossAmount}.00`,
    transaction_status,
    fraud_status,
  });
  async function paidOrder() {
    standIn.answer.status = 201;
    standIn.answer.body = {
      token: `snap-${Math.random()}`,
      redirect_url: 'https://app.sandbox.midtrans.com/x',
    };
    const fan = await registerMember(testApp.app);
    const payment = await openPayment(testApp.app, fan);
    return { fan, ...payment };
  }
  afterEach(() => expectLedgerSound(testApp.db));

  it('credits nothing for a signed "settlement" the status API says is still pending', async () => {
    const { fan, orderId, pack } = await paidOrder();
    standIn.statuses.set(orderId, midtransStatus(orderId, pack.price, 'pending'));
    const response = await notify(
      signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'settlement' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'pending', outcome: 'ignored' });
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(0);
    const asked = standIn.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'GET', url: `/v2/${orderId}/status` });
    expect(asked.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
  });

  it('credits when the status API confirms the settlement', async () => {
    const { fan, orderId, pack } = await paidOrder();
    standIn.statuses.set(orderId, midtransStatus(orderId, pack.price, 'settlement'));
    const response = await notify(
      signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'settlement' }),
    );
    expect(response.json().data).toMatchObject({ status: 'paid', outcome: 'credited' });
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(pack.coin);
  });

  it('does not reverse a paid order on a signed "refund" (code 200, like a settlement) the status API denies', async () => {
    const { fan, orderId, pack } = await paidOrder();
    standIn.statuses.set(orderId, midtransStatus(orderId, pack.price, 'settlement'));
    await notify(signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'settlement' }));
    const forged = await notify(
      signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'refund' }),
    );
    expect(forged.json().data).toMatchObject({ status: 'paid', outcome: 'ignored' });
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(pack.coin);
  });

  it('answers 502 and moves nothing while the status API cannot be asked, so Midtrans delivers again', async () => {
    const { fan, orderId, pack } = await paidOrder();
    const response = await notify(
      signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'settlement' }),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(0);
  });
});
