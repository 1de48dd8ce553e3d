import type { StudioOrderDetail } from '@fanhub/contract';
import {
  coinPackage,
  coinsOf,
  fanWithCoins,
  openOrder,
  payThroughStandIn,
  registerFan,
  signedNotification,
  startMidtransStandIn,
  type MidtransStandIn,
  type SignedInStaff,
} from '@fanhub/testkit';
import { findSealViolations } from '../../src/ledger/seals';
import { finishLapsedRefunds, requestRefund } from '../../src/modules/finance/refunds';
import { sealEverything } from '../helpers/seals';
import { inProcess } from '../helpers/in-process';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { signedInStaff } from '../helpers/staff';
import { createSeededApp, openVotingProjects } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

const as = (
  testApp: TestApp,
  staff: SignedInStaff,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...staff.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const reversalsOf = async (testApp: TestApp, orderId: string) =>
  (
    await testApp.db.query<{ amount: number }>(
      "SELECT amount FROM ledger_transfers WHERE reason = 'top_up_reversal' AND reference = $1 ORDER BY id",
      [orderId],
    )
  ).rows.map((row) => row.amount);

/** The ledger's invariants, the orders against it, and the seal chain over every entry. */
async function ledgerAndSealsSound(testApp: TestApp) {
  await expectLedgerSound(testApp.db);
  await sealEverything(testApp.db);
  expect(await findSealViolations(testApp.db)).toEqual([]);
}

describe('with the sandbox provider', () => {
  let testApp: TestApp;
  let finance: SignedInStaff;
  beforeAll(async () => {
    testApp = await createSeededApp();
    finance = await signedInStaff(testApp, 'finance');
  });
  afterEach(() => ledgerAndSealsSound(testApp));
  afterAll(() => testApp.close());

  /** A fan who bought the largest package, and that order. */
  async function paidOrder() {
    const call = inProcess(testApp.app);
    const fan = await registerFan(call);
    const pack = await coinPackage(call);
    const order = await openOrder(call, fan, pack);
    await testApp.app.inject({ method: 'POST', url: `${new URL(order.redirectUrl).pathname}/approve` });
    return { fan, pack, orderId: order.orderId };
  }
  const refund = (orderId: string, amount: number, key?: string) =>
    as(
      testApp,
      finance,
      'POST',
      `/v1/studio/orders/${orderId}/refunds`,
      { amount, reason: 'Fan minta / Fan asked' },
      key,
    );

  it("a full refund takes the order's coins back and marks it refunded, with the provider's answer in its history", async () => {
    const { fan, pack, orderId } = await paidOrder();
    const answer = await refund(orderId, pack.price, 'refund-full-1');
    expect(answer.statusCode).toBe(201);
    const order = answer.json().data as StudioOrderDetail;
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: pack.price });
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: pack.price, coins: pack.coin, shortfall: 0, status: 'completed' }),
    ]);
    expect(order.providerHistory.map((event) => event.source)).toEqual(['notification', 'refund_api']);
    expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);
    expect(await reversalsOf(testApp, orderId)).toEqual([pack.coin]);
    const audit = await testApp.db.query(
      "SELECT 1 FROM staff_audit WHERE record_type = 'order' AND record_id = $1 AND action = 'refund'",
      [orderId],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('a retried refund (same key) refunds once', async () => {
    const { pack, orderId } = await paidOrder();
    const answers = await Promise.all([
      refund(orderId, 1000, 'retry-key-1'),
      refund(orderId, 1000, 'retry-key-1'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const refunds = (await as(testApp, finance, 'GET', `/v1/studio/orders/${orderId}`)).json().data.refunds;
    expect(refunds).toHaveLength(1);
    expect(await reversalsOf(testApp, orderId)).toHaveLength(1);
    // The same key for another refund is refused.
    expect((await refund(orderId, 2000, 'retry-key-1')).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(pack.price).toBeGreaterThan(2000);
  });

  it('partial refunds take back coins in proportion, never more than was paid, and all coins with the last rupiah', async () => {
    const { fan, pack, orderId } = await paidOrder();
    const third = Math.floor(pack.price / 3);
    expect((await refund(orderId, third)).statusCode).toBe(201);
    const tooMuch = await refund(orderId, pack.price);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAYMENT', field: 'amount' });
    expect((await refund(orderId, pack.price - third)).statusCode).toBe(201);
    const reversed = await reversalsOf(testApp, orderId);
    expect(reversed).toEqual([Math.floor((pack.coin * third) / pack.price), pack.coin - reversed[0]!]);
    expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);
    expect((await refund(orderId, 1)).json().code).toBe('REFUND_EXCEEDS_PAYMENT');
  });

  it("coins already spent are the shortfall: the fan's account is held", async () => {
    const call = inProcess(testApp.app);
    const fan = await fanWithCoins(call);
    const { rows } = await testApp.db.query<{ id: string; price: number; coins: number }>(
      'SELECT id, gross_amount AS price, coins FROM payment_orders WHERE member_id = $1',
      [fan.id],
    );
    const order = rows[0]!;
    // The fan votes with 40 of them first.
    const [project] = await openVotingProjects(testApp.app);
    const vote = await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      payload: { projectId: project!._id, coins: 40 },
    });
    expect(vote.statusCode).toBe(200);
    const answer = await refund(order.id, order.price);
    expect(answer.json().data.refunds[0]).toMatchObject({
      coins: order.coins,
      coinsTakenBack: order.coins - 40,
      shortfall: 40,
    });
    const held = await as(testApp, finance, 'GET', '/v1/studio/held-accounts');
    expect(held.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ memberId: fan.id })]));
    expect(await coinsOf(call, fan)).toBe(0);
  });

  it('an order that was never paid is not refunded', async () => {
    const call = inProcess(testApp.app);
    const fan = await registerFan(call);
    const order = await openOrder(call, fan, await coinPackage(call));
    const answer = await refund(order.orderId, 1000);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_PAID', message: expect.stringContaining(' / ') });
    expect((await refund('ORDER-NOPE', 1000)).statusCode).toBe(404);
  });
});

describe('through Midtrans (a stand-in on loopback)', () => {
  const SERVER_KEY = 'SB-Mid-server-REFUNDS';
  let standIn: MidtransStandIn;
  let testApp: TestApp;
  let finance: SignedInStaff;
  beforeAll(async () => {
    standIn = await startMidtransStandIn();
    testApp = await createSeededApp({
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-REFUNDS',
      MIDTRANS_API_URL: standIn.url,
      MIDTRANS_CORE_API_URL: standIn.url,
      FINANCE_JOBS_EVERY_MS: '0',
    });
    finance = await signedInStaff(testApp, 'finance');
  });
  afterEach(() => ledgerAndSealsSound(testApp));
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  async function paidOrder() {
    const call = inProcess(testApp.app);
    const fan = await registerFan(call);
    const pack = await coinPackage(call);
    const order = await openOrder(call, fan, pack);
    await payThroughStandIn(call, standIn, SERVER_KEY, { orderId: order.orderId, grossAmount: pack.price });
    return { fan, pack, orderId: order.orderId };
  }

  it("refunds through Midtrans' refund API with the refund's key; Midtrans' refund notification then moves nothing", async () => {
    const { fan, pack, orderId } = await paidOrder();
    const answer = await as(testApp, finance, 'POST', `/v1/studio/orders/${orderId}/refunds`, {
      amount: pack.price,
      reason: 'Dobel bayar / Paid twice',
    });
    expect(answer.statusCode).toBe(201);
    const made = standIn.refunds.get(orderId)!;
    expect(made).toEqual([expect.objectContaining({ amount: pack.price, asked: 1 })]);
    expect(made[0]!.refundKey).toMatch(/^rf-[0-9a-f-]{36}$/);
    expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);

    // Midtrans tells of the refund it made: recorded, never a second reversal.
    const notified = await testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/notification',
      payload: signedNotification(SERVER_KEY, { orderId, grossAmount: pack.price, status: 'refund' }),
    });
    expect(notified.json().data.outcome).toBe('recorded');
    expect(await reversalsOf(testApp, orderId)).toEqual([pack.coin]);
    const history = (await as(testApp, finance, 'GET', `/v1/studio/orders/${orderId}`)).json().data
      .providerHistory as StudioOrderDetail['providerHistory'];
    expect(history.map((event) => event.source)).toEqual([
      'status_api',
      'notification',
      'refund_api',
      'status_api',
      'notification',
    ]);
  });

  it('a refund whose attempt stopped between the provider and the ledger is finished once, by the next attempt', async () => {
    const { fan, pack, orderId } = await paidOrder();
    // The attempt records the refund and Midtrans refunds it, then the attempt is gone (a crash).
    const { refundId } = await requestRefund(
      testApp.db,
      { staffId: finance.id, email: finance.email, address: '127.0.0.1' },
      { orderId, amount: pack.price, reason: 'Crash test', requestKey: undefined },
    );
    const { rows } = await testApp.db.query<{ key: string }>(
      'SELECT refund_key AS key FROM order_refunds WHERE id = $1',
      [refundId],
    );
    await testApp.app.payments.refund(orderId, {
      refundKey: rows[0]!.key,
      amount: pack.price,
      reason: 'Crash test',
    });
    expect(await coinsOf(inProcess(testApp.app), fan)).toBe(pack.coin);

    // Its lease has not run out: nobody else touches it yet.
    await finishLapsedRefunds(testApp.db, testApp.app.payments, testApp.app.log);
    expect(await reversalsOf(testApp, orderId)).toEqual([]);
    await testApp.db.query(
      "UPDATE order_refunds SET lease_until = now() - interval '1 second' WHERE id = $1",
      [refundId],
    );
    await Promise.all([
      finishLapsedRefunds(testApp.db, testApp.app.payments, testApp.app.log),
      finishLapsedRefunds(testApp.db, testApp.app.payments, testApp.app.log),
    ]);
    expect(standIn.refunds.get(orderId)).toEqual([expect.objectContaining({ amount: pack.price, asked: 2 })]);
    expect(await reversalsOf(testApp, orderId)).toEqual([pack.coin]);
    expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);
    const order = (await as(testApp, finance, 'GET', `/v1/studio/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({ status: 'refunded' });
  });
});
