import { type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson, openVotingProjects } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';

let testApp: TestApp;
let projectId: string;
let campaignId: string;
let paidEvent: { _id: string; price: number };

beforeAll(async () => {
  testApp = await createSeededApp({}, TEST_DATABASE === 'postgres' ? 20 : undefined);
  projectId = (await openVotingProjects(testApp.app))[0]!._id;
  campaignId = (await getJson<{ data: { _id: string }[] }>(testApp.app, '/v1/client/campaign?status=active'))
    .data[0]!._id;
  paidEvent = (
    await getJson<{ data: { _id: string; price: number; signUpType: string; status: string }[] }>(
      testApp.app,
      '/v1/client/event?limit=100',
    )
  ).data.find((e) => e.signUpType === 'paid' && e.status !== 'sold-out')!;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const SPENDS = {
  vote: (body: object) => ({ url: '/v1/client/voting-project/create-vote', payload: { projectId, ...body } }),
  support: (body: object) => ({
    url: '/v1/client/campaign/support',
    payload: { projectId: campaignId, ...body },
  }),
  'paid sign-up': () => ({
    url: '/v1/client/event/sign-up',
    payload: { eventId: paidEvent._id, type: 'paid' },
  }),
};
const spend = (fan: Fan, kind: keyof typeof SPENDS, key: string | undefined, body: object = { coins: 25 }) =>
  testApp.app.inject({
    method: 'POST',
    headers: { ...fan.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...SPENDS[kind](body),
  });
const balanceOf = (fan: Fan) => accountBalance(testApp.db, 'member', fan.id);
const transfersOf = async (fan: Fan) =>
  (
    await testApp.db.query<{ n: number }>(
      `SELECT COUNT(*)::bigint AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
       WHERE a.kind = 'member' AND a.owner_id = $1`,
      [fan.id],
    )
  ).rows[0]!.n;

it.each(Object.keys(SPENDS) as (keyof typeof SPENDS)[])(
  'answers a retried %s with the first receipt and moves no more coins',
  async (kind) => {
    const fan = await registerMember(testApp.app);
    await grantCoins(testApp.db, fan.id, 1000);
    const first = await spend(fan, kind, 'click-0001');
    expect(first.statusCode).toBe(200);
    const after = await balanceOf(fan);
    const retry = await spend(fan, kind, 'click-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(fan)).toBe(after);
    expect(await transfersOf(fan)).toBe(1);
  },
);

it('moves coins once for 10 copies of one vote sent at the same moment', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 1000);
  const answers = await Promise.all(Array.from({ length: 10 }, () => spend(fan, 'vote', 'double-tap-42')));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((a) => a.json().data.voteId)).size).toBe(1);
  expect(await balanceOf(fan)).toBe(975);
  expect(await transfersOf(fan)).toBe(1);
});

it('refuses a key reused for a different spend, moving nothing', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  await spend(fan, 'vote', 'same-key-01', { coins: 10 });
  const reused = await spend(fan, 'vote', 'same-key-01', { coins: 90 });
  expect(reused.statusCode).toBe(409);
  expect(reused.json()).toMatchObject({
    code: 'IDEMPOTENCY_KEY_REUSED',
    message:
      'Idempotency-Key ini sudah dipakai untuk permintaan lain / This Idempotency-Key was already used for another request',
  });
  expect(await balanceOf(fan)).toBe(90);
});

it('runs a refused spend again when it is retried with its key: a refusal kept nothing', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 10);
  expect((await spend(fan, 'support', 'retry-after-topup', { coins: 25 })).json().code).toBe(
    'INSUFFICIENT_COINS',
  );
  await grantCoins(testApp.db, fan.id, 100);
  const retry = await spend(fan, 'support', 'retry-after-topup', { coins: 25 });
  expect(retry.statusCode).toBe(200);
  expect(retry.headers['idempotent-replayed']).toBeUndefined();
  expect(await balanceOf(fan)).toBe(85);
});

it("keeps keys per member: another fan's same key is another spend", async () => {
  const [one, two] = [await registerMember(testApp.app), await registerMember(testApp.app)];
  await grantCoins(testApp.db, one.id, 50);
  await grantCoins(testApp.db, two.id, 50);
  await spend(one, 'vote', 'shared-key-7', { coins: 5 });
  await spend(two, 'vote', 'shared-key-7', { coins: 5 });
  expect([await balanceOf(one), await balanceOf(two)]).toEqual([45, 45]);
});

it('refuses a malformed key with 400', async () => {
  const fan = await registerMember(testApp.app);
  const response = await spend(fan, 'vote', 'bad key!');
  expect(response.statusCode).toBe(400);
  expect(response.json().field).toBe('idempotency-key');
});
