import type { CampaignCard, CampaignDetail } from '@fanhub/contract';
import { type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let fan: Fan;
beforeAll(async () => {
  testApp = await createSeededApp();
  fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 500);
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const list = (query: string) =>
  getJson<{ data: CampaignCard[]; meta: { total: number; totalPages: number } }>(
    testApp.app,
    `/v1/client/campaign${query}`,
  );
const support = (payload: object, auth = fan.auth) =>
  testApp.app.inject({ method: 'POST', url: '/v1/client/campaign/support', headers: auth, payload });
const campaignOf = (status: string) => list(`?status=${status}&limit=1`).then((body) => body.data[0]!);

it('lists all 14 seed campaigns newest first, 4 per page by default', async () => {
  const first = await list('?page=1&sortBy=createdAt&sortOrder=desc&status=all');
  expect(first.meta).toEqual({ page: 1, limit: 4, total: 14, totalPages: 4 });
  const all = (await list('?limit=100')).data;
  const times = all.map((c) => Date.parse(c.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(new Set(all.map((c) => c._id)).size).toBe(14);
});

it.each([
  ['active', 6],
  ['trending', 4],
  ['completed', 4],
])('filters %s campaigns (%i in the seed) and counts them in meta', async (status, count) => {
  const body = await list(`?status=${status}&limit=10`);
  expect(body.meta.total).toBe(count);
  expect(body.data.every((c) => c.status === status)).toBe(true);
});

it('shows every total from the ledger: collectedCoins is the account balance, progress its share of the target', async () => {
  for (const campaign of (await list('?limit=100')).data) {
    expect(campaign.collectedCoins).toBe(await accountBalance(testApp.db, 'campaign', campaign._id));
    expect(campaign.progress).toBe(
      Math.round((campaign.collectedCoins * 10000) / campaign.targetCoins) / 100,
    );
  }
});

it('answers a campaign with its supports, newest first, emails masked', async () => {
  const trending = await campaignOf('trending');
  const { data } = await getJson<{ data: CampaignDetail }>(
    testApp.app,
    `/v1/client/campaign/${trending._id}`,
  );
  expect(data.supports.length).toBeGreaterThanOrEqual(3);
  expect(data.supports.reduce((sum, s) => sum + s.coins, 0)).toBe(data.collectedCoins);
  expect(data.supports.every((s) => /^\w{1,2}\*+@/.test(s.email))).toBe(true);
  const times = data.supports.map((s) => Date.parse(s.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

it('moves the coins to the campaign and answers the new balance, collectedCoins and participants', async () => {
  const active = await campaignOf('active');
  const response = await support({
    projectId: active._id,
    coins: 120,
    message: 'Untuk idol! / For the idol!',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe('Support Berhasil! / Support Successful!');
  expect(response.json().data).toMatchObject({
    balance: 380,
    collectedCoins: active.collectedCoins + 120,
    participants: active.participants + 1,
  });
  const again = await support({ projectId: active._id, coins: 10 });
  expect(again.json().data.participants).toBe(active.participants + 1);
  const notes = await testApp.app.inject({ url: '/v1/client/notification', headers: fan.auth });
  expect(notes.json().data[0].title).toBe('Support Berhasil! / Support Successful!');
});

it('makes a campaign trending once 3 different fans support it within a week', async () => {
  const { data } = await list('?status=active&limit=10');
  const quiet = data.find((c) => c.participants === 0) ?? data[0]!;
  const fans = [fan, await registerMember(testApp.app), await registerMember(testApp.app)];
  for (const supporter of fans.slice(1)) await grantCoins(testApp.db, supporter.id, 10);
  for (const supporter of fans) {
    expect((await support({ projectId: quiet._id, coins: 10 }, supporter.auth)).statusCode).toBe(200);
  }
  const after = await getJson<{ data: CampaignCard }>(testApp.app, `/v1/client/campaign/${quiet._id}`);
  expect(after.data.status).toBe('trending');
});

it('refuses to support a completed campaign with 422 and moves nothing', async () => {
  const completed = await campaignOf('completed');
  const before = await accountBalance(testApp.db, 'member', fan.id);
  const response = await support({ projectId: completed._id, coins: 10 });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    code: 'CAMPAIGN_COMPLETED',
    message: 'Kampanye ini sudah selesai / This campaign is completed',
  });
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(before);
});

it.each([
  [{ coins: 0 }, 400],
  [{ coins: -1 }, 400],
  [{ coins: 1.5 }, 400],
  [{ coins: 1e12 }, 400],
  [{ message: 'x'.repeat(10_000) }, 400],
  [{ projectId: 'not-a-uuid' }, 400],
  [{ projectId: '00000000-0000-4000-8000-000000000000' }, 404],
  [{ coins: 999_999 }, 409],
])('refuses %j and moves nothing', async (override, status) => {
  const active = await campaignOf('active');
  const before = await accountBalance(testApp.db, 'member', fan.id);
  const response = await support({ projectId: active._id, coins: 10, ...override });
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(/ \/ /);
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(before);
  expect(await accountBalance(testApp.db, 'campaign', active._id)).toBe(active.collectedCoins);
});

it('refuses an unknown status filter with 400', async () => {
  const response = await testApp.app.inject({ url: '/v1/client/campaign?status=popular' });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(
    'Status harus all, active, completed atau trending / Status must be all, active, completed or trending',
  );
});
