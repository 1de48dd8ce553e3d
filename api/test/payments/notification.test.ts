import { type Fan, signedNotification } from '@fanhub/testkit';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { accountBalance, ensureAccount } from '../../src/ledger/accounts';
import { transferNow } from '../../src/ledger/transfer';
import { findPaymentViolations } from '../../src/payments/invariants';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { createTestApp, type TestApp } from '../helpers/test-app';

const OPERATOR_TOKEN = 'operator-token-for-the-tests-0123456789';
let testApp: TestApp;
let serverKey: string;

beforeAll(async () => {
  testApp = await createTestApp({ SANDBOX_SERVER_KEY: 'SB-test-server-key-0123456789', OPERATOR_TOKEN });
  serverKey = testApp.config.payments.serverKey;
  await seedIfEmpty(testApp.db, testApp.app.storage, testApp.config);
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const notify = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/v1/payments/notification', payload });
const balanceOf = (fan: Fan) => accountBalance(testApp.db, 'member', fan.id);
const orderOf = (fan: Fan, orderId: string) =>
  testApp.app.inject({ url: `/v1/client/pricing/order/${orderId}`, headers: fan.auth });
const notificationsOf = async (fan: Fan) =>
  (await testApp.app.inject({ url: '/v1/client/notification?limit=100', headers: fan.auth })).json().data as {
    title: string;
    content: string;
  }[];

describe('GET /v1/client/pricing', () => {
  it('lists the packages with _id, title, coin and IDR price', async () => {
    const response = await testApp.app.inject({ url: '/v1/client/pricing' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data[0]).toEqual({ _id: expect.any(String), title: 'Paket Starter', coin: 50, price: 15000 });
  });
});

describe('GET /v1/client/pricing/create-payment-token/{packageId}', () => {
  it('creates a pending order and answers the Snap data', async () => {
    const fan = await registerMember(testApp.app);
    const payment = await openPayment(testApp.app, fan);
    expect(payment).toMatchObject({
      snapToken: expect.stringMatching(/^[a-f0-9]{32}$/),
      snapJSUrl: `${testApp.config.publicApiUrl}/v1/payments/sandbox/snap.js`,
      clientKey: expect.any(String),
      redirectUrl: `${testApp.config.publicApiUrl}/v1/payments/sandbox/pay/${payment.snapToken}`,
    });
    const order = (await orderOf(fan, payment.orderId)).json().data;
    expect(order).toMatchObject({
      status: 'pending',
      coins: 50,
      grossAmount: 15000,
      balance: 0,
      paidAt: null,
    });
  });

  it('needs a signed-in member, a well-formed id and a package that exists', async () => {
    const fan = await registerMember(testApp.app);
    const url = '/v1/client/pricing/create-payment-token/';
    expect((await testApp.app.inject({ url: `${url}00000000-0000-4000-8000-000000000000` })).statusCode).toBe(
      401,
    );
    const unknown = await testApp.app.inject({
      url: `${url}00000000-0000-4000-8000-000000000000`,
      headers: fan.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Paket tidak ditemukan / Package not found');
    const malformed = await testApp.app.inject({ url: `${url}'; DROP TABLE members;--`, headers: fan.auth });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('ID tidak valid / Invalid ID');
  });
});

describe('POST /v1/payments/notification', () => {
  it('credits the package coins once when the same settlement arrives 5 times', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan, 1);
    const settlement = signedNotification(serverKey, {
      orderId,
      grossAmount: pack.price,
      status: 'settlement',
    });

    const outcomes = [];
    for (let delivery = 0; delivery < 5; delivery += 1)
      outcomes.push((await notify(settlement)).json().data.outcome);

    expect(outcomes).toEqual(['credited', 'ignored', 'ignored', 'ignored', 'ignored']);
    expect(await balanceOf(fan)).toBe(pack.coin);
    expect((await orderOf(fan, orderId)).json().data).toMatchObject({ status: 'paid', balance: pack.coin });
    const notifications = await notificationsOf(fan);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.title).toBe('Top up berhasil / Top-up successful');
  });

  it('credits once when 5 copies arrive at the same moment', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const settlement = signedNotification(serverKey, {
      orderId,
      grossAmount: pack.price,
      status: 'settlement',
    });
    await Promise.all(Array.from({ length: 5 }, () => notify(settlement)));
    expect(await balanceOf(fan)).toBe(pack.coin);
  });

  it('credits a card capture only when the fraud check accepted it', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const capture = (fraudStatus: string) =>
      signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'capture', fraudStatus });
    expect((await notify(capture('challenge'))).json().data).toMatchObject({
      status: 'challenge',
      outcome: 'recorded',
    });
    expect(await balanceOf(fan)).toBe(0);
    expect((await notify(capture('accept'))).json().data).toMatchObject({
      status: 'paid',
      outcome: 'credited',
    });
    expect(await balanceOf(fan)).toBe(pack.coin);
  });

  it('refuses a forged signature with 403, logs it and credits nothing', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const forged = signedNotification(
      serverKey,
      { orderId, grossAmount: pack.price, status: 'settlement' },
      'f'.repeat(128),
    );
    const signedWithAnotherKey = signedNotification('not-the-server-key', {
      orderId,
      grossAmount: pack.price,
      status: 'settlement',
    });

    for (const payload of [forged, signedWithAnotherKey]) {
      const response = await notify(payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect(await balanceOf(fan)).toBe(0);
    expect((await orderOf(fan, orderId)).json().data.status).toBe('pending');
    const refusals = testApp.logs.filter((line) => line.includes('bad signature') && line.includes(orderId));
    expect(refusals).toHaveLength(2);
  });

  it('refuses a signed notification whose amount differs from the order', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId } = await openPayment(testApp.app, fan);
    const response = await notify(
      signedNotification(serverKey, { orderId, grossAmount: 1, status: 'settlement' }),
    );
    expect(response.statusCode).toBe(422);
    expect(await balanceOf(fan)).toBe(0);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await notify(
      signedNotification(serverKey, { orderId: 'FH-0-NOPE', grossAmount: 15000, status: 'settlement' }),
    );
    expect(response.statusCode).toBe(404);
  });

  it('leaves the balance where it started after settlement then refund, and tells the member', async () => {
    const fan = await registerMember(testApp.app);
    await grantCoins(testApp.db, fan.id, 40);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const send = (status: string) =>
      notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status }));

    await send('settlement');
    expect(await balanceOf(fan)).toBe(40 + pack.coin);
    expect((await send('refund')).json().data).toMatchObject({ status: 'refunded', outcome: 'reversed' });
    expect((await send('refund')).json().data.outcome).toBe('ignored');
    expect((await send('settlement')).json().data.outcome).toBe('ignored');
    expect(await balanceOf(fan)).toBe(40);
    expect((await notificationsOf(fan))[0]!.title).toBe('Top up dibatalkan / Top-up reversed');
  });

  it.each([
    ['refund', 'refunded', 'pending'],
    ['chargeback', 'charged_back', 'expire'],
  ])(
    'closes an order %s-first as %s, without coins, and ignores its late settlement (after %s)',
    async (returned, status, before) => {
      const fan = await registerMember(testApp.app);
      const { orderId, pack } = await openPayment(testApp.app, fan);
      const send = (transactionStatus: string) =>
        notify(
          signedNotification(serverKey, { orderId, grossAmount: pack.price, status: transactionStatus }),
        );

      await send(before);
      expect((await send(returned)).json().data).toMatchObject({ status, outcome: 'recorded' });
      expect((await send('settlement')).json().data).toMatchObject({ status, outcome: 'ignored' });
      expect(await balanceOf(fan)).toBe(0);
      await expectLedgerSound(testApp.db);
    },
  );

  it('calls a top-up credited twice, or paid but never credited, a broken ledger', async () => {
    // A database of its own: it is left broken on purpose.
    const broken = await createTestApp({ SANDBOX_SERVER_KEY: serverKey });
    try {
      await seedIfEmpty(broken.db, broken.app.storage, broken.config);
      const fan = await registerMember(broken.app);
      const { orderId, pack } = await openPayment(broken.app, fan);
      const settled = await broken.app.inject({
        method: 'POST',
        url: '/v1/payments/notification',
        payload: signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'settlement' }),
      });
      expect(settled.statusCode).toBe(200);
      expect(await findPaymentViolations(broken.db)).toEqual([]);
      await transferNow(broken.db, {
        fromAccountId: await ensureAccount(broken.db, 'mint', 'system'),
        toAccountId: await ensureAccount(broken.db, 'member', fan.id),
        amount: pack.coin,
        reason: 'top_up',
        reference: orderId,
      });
      expect(await findPaymentViolations(broken.db)).toEqual([
        `order ${orderId} (paid) was credited 2 times`,
      ]);

      const unpaid = await openPayment(broken.app, fan);
      await broken.db.query("UPDATE payment_orders SET status = 'paid' WHERE id = $1", [unpaid.orderId]);
      expect(await findPaymentViolations(broken.db)).toContain(
        `order ${unpaid.orderId} (paid) was never credited`,
      );
    } finally {
      await broken.close();
    }
  });

  it.each(['deny', 'expire', 'failure', 'cancel'])(
    'keeps a settled order paid when a late %s arrives: no coins move',
    async (status) => {
      const fan = await registerMember(testApp.app);
      const { orderId, pack } = await openPayment(testApp.app, fan);
      await notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'settlement' }));
      const late = await notify(
        signedNotification(serverKey, { orderId, grossAmount: pack.price, status, statusCode: '202' }),
      );
      expect(late.json().data).toMatchObject({ status: 'paid', outcome: 'ignored' });
      expect(await balanceOf(fan)).toBe(pack.coin);
    },
  );

  it('takes the coins back when a card capture is cancelled before it settled', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    await notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'capture' }));
    expect(await balanceOf(fan)).toBe(pack.coin);
    const cancel = await notify(
      signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'cancel' }),
    );
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', outcome: 'reversed' });
    expect(await balanceOf(fan)).toBe(0);
  });

  it('takes the coins back on a chargeback and then ignores everything for that order', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const send = (status: string) =>
      notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status }));
    await send('settlement');
    expect((await send('chargeback')).json().data).toMatchObject({
      status: 'charged_back',
      outcome: 'reversed',
    });
    expect((await send('settlement')).json().data.outcome).toBe('ignored');
    expect((await send('refund')).json().data.outcome).toBe('ignored');
    expect(await balanceOf(fan)).toBe(0);
  });

  it.each(['partial_chargeback', 'partial_refund'])(
    'holds the account for an operator on a %s, keeping the order paid',
    async (status) => {
      const fan = await registerMember(testApp.app);
      const { orderId, pack } = await openPayment(testApp.app, fan);
      await notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'settlement' }));
      const partial = await notify(
        signedNotification(serverKey, { orderId, grossAmount: pack.price, status }),
      );
      expect(partial.json().data).toMatchObject({ status: 'paid', outcome: 'held for review' });
      expect(await balanceOf(fan)).toBe(pack.coin);
      expect((await notificationsOf(fan))[0]!.title).toBe('Akun ditahan sementara / Account on hold');
    },
  );

  it('marks an unpaid order expired without moving coins', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    const response = await notify(
      signedNotification(serverKey, {
        orderId,
        grossAmount: pack.price,
        status: 'expire',
        statusCode: '202',
      }),
    );
    expect(response.json().data).toMatchObject({ status: 'expired', outcome: 'recorded' });
    expect(await balanceOf(fan)).toBe(0);
  });

  it('takes back only the coins left when the member already spent some, never going below zero', async () => {
    const fan = await registerMember(testApp.app);
    const { orderId, pack } = await openPayment(testApp.app, fan);
    await notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'settlement' }));
    await transferNow(testApp.db, {
      fromAccountId: await ensureAccount(testApp.db, 'member', fan.id),
      toAccountId: await ensureAccount(testApp.db, 'campaign', 'spent-here'),
      amount: 30,
      reason: 'campaign_support',
    });
    await notify(signedNotification(serverKey, { orderId, grossAmount: pack.price, status: 'refund' }));
    expect(await balanceOf(fan)).toBe(0);
    const { rows } = await testApp.db.query<{ reversal_shortfall: number }>(
      'SELECT reversal_shortfall FROM payment_orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]!.reversal_shortfall).toBe(30);
    expect((await notificationsOf(fan))[0]!.title).toBe('Akun ditahan sementara / Account on hold');

    // Held: the member cannot spend what is left of anything until an operator releases the account.
    await grantCoins(testApp.db, fan.id, 20);
    const campaign = await testApp.db.query<{ id: string }>(
      'SELECT id FROM campaigns WHERE target_date > now() LIMIT 1',
    );
    const support = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/client/campaign/support',
        headers: fan.auth,
        payload: { projectId: campaign.rows[0]!.id, coins: 5 },
      });
    const refused = await support();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCOUNT_ON_HOLD');
    expect(await balanceOf(fan)).toBe(20);

    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const held = await testApp.app.inject({ url: '/v1/ops/held-accounts', headers: operator });
    expect(held.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId: fan.id, shortfall: 30, balance: 20 })]),
    );
    expect((await testApp.app.inject({ url: '/v1/ops/held-accounts', headers: fan.auth })).statusCode).toBe(
      401,
    );
    const release = await testApp.app.inject({
      method: 'POST',
      url: `/v1/ops/held-accounts/${fan.id}/release`,
      headers: operator,
    });
    expect(release.json().data).toMatchObject({ memberId: fan.id, heldSince: null });
    expect((await support()).statusCode).toBe(200);
  });

  it.each([
    ['a missing signature', { signature_key: undefined }],
    ['a numeric order id', { order_id: 12 }],
    ['a negative amount', { gross_amount: '-15000.00' }],
    ['a fractional cent amount', { gross_amount: '15000.001' }],
    ['a huge amount', { gross_amount: '1'.repeat(40) }],
    ['an oversized order id', { order_id: 'x'.repeat(5000) }],
  ])('refuses %s with 400', async (_case, override) => {
    const base = signedNotification(serverKey, { orderId: 'FH-1', grossAmount: 15000, status: 'settlement' });
    expect((await notify({ ...base, ...override })).statusCode).toBe(400);
  });
});

describe('GET /v1/client/pricing/order/{orderId}', () => {
  it("answers 404 for another member's order, never its data", async () => {
    const fan = await registerMember(testApp.app);
    const otherFan = await registerMember(testApp.app);
    const { orderId } = await openPayment(testApp.app, fan);
    const response = await orderOf(otherFan, orderId);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(orderId);
  });
});
