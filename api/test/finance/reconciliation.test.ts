import { HEART_RULES, type ReconciliationDay, type StudioTransfer } from '@fanhub/contract';
import { coinPackage, fanWithCoins, openOrder, registerFan, type SignedInStaff } from '@fanhub/testkit';
import { parse } from 'csv-parse/sync';
import { inProcess } from '../helpers/in-process';
import { createSeededApp, openVotingProjects } from '../helpers/seeded-app';
import { sealEverything } from '../helpers/seals';
import { signedInStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let finance: SignedInStaff;
beforeAll(async () => {
  testApp = await createSeededApp();
  finance = await signedInStaff(testApp, 'finance');
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ url, headers: finance.auth });
/** Today in Jakarta (UTC+7), as the reconciliation names days. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const todayReconciled = async () => {
  const answer = await get(`/v1/studio/reconciliation?from=${today()}&to=${today()}`);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as ReconciliationDay[])[0]!;
};

it('a day of sales, spends and seed content balances, row by row', async () => {
  const call = inProcess(testApp.app);
  const fan = await fanWithCoins(call);
  const [project] = await openVotingProjects(testApp.app);
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: fan.auth,
    payload: { projectId: project!._id, coins: 12 },
  });
  const day = await todayReconciled();
  expect(day.rows.filter((row) => row.difference !== 0 || row.detail.length > 0)).toEqual([]);
  expect(day.balanced).toBe(true);
  const sold = day.rows.find((row) => row.check.startsWith('Koin terjual'))!;
  expect(sold.records).toBeGreaterThan(0);
  expect(sold.records).toBe(sold.ledger);
  expect(day.rows.find((row) => row.check.startsWith('Fans Pick'))!.ledger).toBeGreaterThanOrEqual(12);
});

it('hearts reconcile in rows of their own, and no money row counts them', async () => {
  const fan = await registerFan(inProcess(testApp.app));
  const before = await todayReconciled();
  const checkIn = await testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${fan.id}/hearts/check-in`,
    headers: fan.auth,
  });
  expect(checkIn.statusCode).toBe(200);
  const day = await todayReconciled();
  expect(day.balanced).toBe(true);
  const hearts = day.rows.find((row) => row.check.startsWith('Hati: absen'))!;
  expect(hearts.records - before.rows.find((row) => row.check === hearts.check)!.records).toBe(
    HEART_RULES.checkIn,
  );
  expect(hearts.records).toBe(hearts.ledger);
  const moneyRows = (reconciled: ReconciliationDay) =>
    reconciled.rows.filter((row) => !row.check.startsWith('Hati'));
  expect(moneyRows(day)).toEqual(moneyRows(before));
});

it("an order marked paid behind the API's back, without its credit, is named and the day is red", async () => {
  const call = inProcess(testApp.app);
  const fan = await registerFan(call);
  const pack = await coinPackage(call);
  const { orderId } = await openOrder(call, fan, pack);
  await testApp.db.query("UPDATE payment_orders SET status = 'paid', paid_at = now() WHERE id = $1", [
    orderId,
  ]);

  const day = await todayReconciled();
  expect(day.balanced).toBe(false);
  const sold = day.rows.find((row) => row.check.startsWith('Koin terjual'))!;
  expect(sold.difference).toBe(pack.coin);
  expect(sold.detail).toEqual([`${orderId}: paid, no top-up credit`]);

  const csv = await get(`/v1/studio/reconciliation/${today()}/csv`);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
  expect(Object.keys(rows[0]!)).toEqual(['check', 'records', 'ledger', 'difference', 'detail']);
  expect(rows.find((row) => row.check!.startsWith('Koin terjual'))).toMatchObject({
    difference: String(pack.coin),
    detail: `${orderId}: paid, no top-up credit`,
  });
  await testApp.db.query("UPDATE payment_orders SET status = 'pending', paid_at = NULL WHERE id = $1", [
    orderId,
  ]);
});

it('refuses a range it cannot answer, in both languages', async () => {
  const answer = await get('/v1/studio/reconciliation?from=2026-01-01&to=2025-01-01');
  expect(answer.statusCode).toBe(400);
  expect(answer.json().message).toMatch(/ \/ /);
});

it("finds a transfer with its entries and the seal that holds it, and a fan's statement", async () => {
  const fan = await fanWithCoins(inProcess(testApp.app));
  const statement = await get(`/v1/studio/fans/${fan.id}/statement`);
  expect(statement.statusCode).toBe(200);
  const [line] = statement.json().data;
  expect(line).toMatchObject({ reason: 'top_up', amount: expect.any(Number) });

  const unsealed = (await get(`/v1/studio/transfers/${line.transferId}`)).json().data as StudioTransfer;
  expect(unsealed).toMatchObject({
    reason: 'top_up',
    to: { kind: 'member', ownerId: fan.id, name: fan.fullName },
  });
  expect(unsealed.entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([
    -line.amount,
    line.amount,
  ]);
  await sealEverything(testApp.db);
  const sealed = (await get(`/v1/studio/transfers/${line.transferId}`)).json().data as StudioTransfer;
  expect(sealed.seal).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect((await get('/v1/studio/transfers/999999999')).statusCode).toBe(404);
});
