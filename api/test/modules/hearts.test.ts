import { HEART_RULES, type CheckInResult, type HeartsSummary } from '@fanhub/contract';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const checkIn = (fan: { id: string; auth: Record<string, string> }) =>
  testApp.app.inject({ method: 'POST', url: `/v1/member/${fan.id}/hearts/check-in`, headers: fan.auth });
const hearts = async (fan: { id: string; auth: Record<string, string> }) =>
  (await testApp.app.inject({ method: 'GET', url: `/v1/member/${fan.id}/hearts`, headers: fan.auth })).json<{
    data: HeartsSummary;
  }>().data;

test("20 check-ins at once give one day's hearts; the others are refused until Jakarta's next midnight", async () => {
  const fan = await registerMember(testApp.app);
  const before = await hearts(fan);
  expect(before).toMatchObject({ available: 0, checkedInToday: false, streak: 0, expiringNext: null });

  const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(fan)));
  const taken = answers.filter((answer) => answer.statusCode === 200);
  expect(taken).toHaveLength(1);
  expect(taken[0]!.json<{ data: CheckInResult }>().data).toMatchObject({
    streak: 1,
    hearts: HEART_RULES.checkIn,
    available: HEART_RULES.checkIn,
  });
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(refused.map((answer) => answer.statusCode)).toEqual(Array(19).fill(409));
  expect(refused[0]!.json()).toMatchObject({
    code: 'ALREADY_CHECKED_IN',
    message: expect.stringMatching(/^Kamu sudah absen hari ini\. .* WIB \/ You have checked in today\./),
  });

  const after = await hearts(fan);
  expect(after).toMatchObject({ available: HEART_RULES.checkIn, checkedInToday: true, streak: 1 });
  expect(after.expiringNext?.hearts).toBe(HEART_RULES.checkIn);
  expect(new Date(after.nextCheckInAt).getTime()).toBeGreaterThan(Date.now());
  expect(new Date(after.expiringNext!.at).getTime() - Date.now()).toBeGreaterThan(
    (HEART_RULES.lifetimeDays - 1) * 24 * 3600 * 1000,
  );
});

test("a fan's hearts are theirs: another fan's id is refused, and a visitor is asked to sign in", async () => {
  const [fan, other] = [await registerMember(testApp.app), await registerMember(testApp.app)];
  const refused = await testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${other.id}/hearts/check-in`,
    headers: fan.auth,
  });
  expect(refused.statusCode).toBe(403);
  const visitor = await testApp.app.inject({ method: 'GET', url: `/v1/member/${fan.id}/hearts` });
  expect(visitor.statusCode).toBe(401);
  expect((await hearts(other)).available).toBe(0);
});
