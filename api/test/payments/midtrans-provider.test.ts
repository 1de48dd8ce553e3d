import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A local stand-in for Midtrans' Snap API: records each request and answers what the test sets. */
function startStandIn(answer: { status: number; body: object }) {
  const requests: Captured[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: JSON.parse(raw),
      });
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  return new Promise<{
    url: string;
    requests: Captured[];
    answer: typeof answer;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        answer,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let harness: TestApp;
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
  harness = await createTestApp({
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-TESTKEY123',
    MIDTRANS_API_URL: standIn.url,
  });
  await seedIfEmpty(harness.db, harness.app.storage);
});
afterAll(async () => {
  await harness.close();
  await standIn.close();
});

it('creates a Snap transaction with Basic auth and the order, item and customer details', async () => {
  const fan = await registerMember(harness.app, { fullName: 'Park Jimin' });
  const payment = await openPayment(harness.app, fan, 1);

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
  const fan = await registerMember(harness.app);
  const packages = (await harness.app.inject({ url: '/v1/client/pricing' })).json().data;
  const response = await harness.app.inject({
    url: `/v1/client/pricing/create-payment-token/${packages[0]._id}`,
    headers: fan.auth,
  });
  expect(response.statusCode).toBe(502);
  expect(response.json().message).toBe('Gagal membuat token pembayaran / Failed to create payment token');
  const { rows } = await harness.db.query<{ status: string }>(
    'SELECT status FROM payment_orders WHERE member_id = $1',
    [fan.id],
  );
  expect(rows).toEqual([{ status: 'failed' }]);
  expect(harness.logs.join('\n')).not.toContain(SERVER_KEY);
});

it('has no sandbox routes when Midtrans is the provider', async () => {
  expect((await harness.app.inject({ url: '/v1/payments/sandbox/snap.js' })).statusCode).toBe(404);
});
