import { type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson, openVotingProjects } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';

let testApp: TestApp;
let projectIds: string[];
let campaignIds: string[];
let paidEvents: { _id: string; price: number }[];

beforeAll(async () => {
  testApp = await createSeededApp({}, TEST_DATABASE === 'postgres' ? 40 : undefined);
  projectIds = (await openVotingProjects(testApp.app)).map((p) => p._id);
  campaignIds = (
    await getJson<{ data: { _id: string }[] }>(testApp.app, '/v1/client/campaign?status=active&limit=10')
  ).data.map((c) => c._id);
  paidEvents = (
    await getJson<{ data: { _id: string; price: number; signUpType: string; status: string }[] }>(
      testApp.app,
      '/v1/client/event?limit=100',
    )
  ).data.filter((e) => e.signUpType === 'paid' && e.status !== 'sold-out');
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const vote = (fan: Fan, projectId: string, coins: number) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: fan.auth,
    payload: { projectId, coins },
  });
const support = (fan: Fan, projectId: string, coins: number) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/campaign/support',
    headers: fan.auth,
    payload: { projectId, coins },
  });

it('lets 10 of 60 concurrent 10-coin votes and supports from a 100-coin fan through, and records each of them', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  const responses = await Promise.all(
    Array.from({ length: 60 }, (_, n) =>
      n % 2 === 0
        ? vote(fan, projectIds[n % projectIds.length]!, 10)
        : support(fan, campaignIds[n % campaignIds.length]!, 10),
    ),
  );
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(50);
  expect(
    responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'INSUFFICIENT_COINS'),
  ).toBe(true);
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(0);
  const { rows } = await testApp.db.query<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM votes WHERE member_id = $1) + (SELECT COUNT(*) FROM campaign_supports WHERE member_id = $1) AS n`,
    [fan.id],
  );
  expect(Number(rows[0]!.n)).toBe(10);
});

it('never loses a vote when 40 fans vote on one project at the same moment', async () => {
  const fans = await Promise.all(Array.from({ length: 40 }, () => registerMember(testApp.app)));
  for (const fan of fans) await grantCoins(testApp.db, fan.id, 5);
  const projectUrl = `/v1/client/voting-project/${projectIds[0]}`;
  const before = (
    await getJson<{ data: { totalVotes: number; supporterCount: number } }>(testApp.app, projectUrl)
  ).data;
  const responses = await Promise.all(fans.map((fan) => vote(fan, projectIds[0]!, 5)));
  expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  const after = (
    await getJson<{ data: { totalVotes: number; supporterCount: number } }>(testApp.app, projectUrl)
  ).data;
  expect(after.totalVotes).toBe(before.totalVotes + 200);
  expect(after.supporterCount).toBe(before.supporterCount + 40);
});

it('sells the last 3 seats of an event to exactly 3 of 12 fans signing up at once', async () => {
  const { rows } = await testApp.db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price, capacity)
     VALUES ('Race Night', '/v1/file/none.png', 'Three seats', 'Concert', current_date + 10, '19:00 WIB', 'Jakarta', 20, 3)
     RETURNING id`,
  );
  const fans = await Promise.all(Array.from({ length: 12 }, () => registerMember(testApp.app)));
  for (const fan of fans) await grantCoins(testApp.db, fan.id, 20);
  const responses = await Promise.all(
    fans.map((fan) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/client/event/sign-up',
        headers: fan.auth,
        payload: { eventId: rows[0]!.id, type: 'paid' },
      }),
    ),
  );
  expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
  expect(responses.filter((r) => r.statusCode === 409 && r.json().code === 'SOLD_OUT')).toHaveLength(9);
  expect(await accountBalance(testApp.db, 'event', rows[0]!.id)).toBe(60);
});

it('after a random mix of votes, supports and paid sign-ups, every total the API shows equals the ledger', async () => {
  const fans = await Promise.all(Array.from({ length: 5 }, () => registerMember(testApp.app)));
  for (const fan of fans) await grantCoins(testApp.db, fan.id, 400);
  let seed = 7;
  const next = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
  for (let step = 0; step < 60; step += 1) {
    const fan = fans[next(fans.length)]!;
    const coins = 1 + next(60);
    const kind = next(3);
    if (kind === 0) await vote(fan, projectIds[next(projectIds.length)]!, coins);
    else if (kind === 1) await support(fan, campaignIds[next(campaignIds.length)]!, coins);
    else {
      const event = paidEvents[next(paidEvents.length)]!;
      await testApp.app.inject({
        method: 'POST',
        url: '/v1/client/event/sign-up',
        headers: fan.auth,
        payload: { eventId: event._id, type: 'paid' },
      });
    }
  }

  for (const fan of fans) {
    const profile = await testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: fan.auth });
    expect(profile.json().data.coins).toBe(await accountBalance(testApp.db, 'member', fan.id));
  }
  for (const projectId of projectIds) {
    const { data } = await getJson<{ data: { coinsCollected: number; votes: { coins: number }[] } }>(
      testApp.app,
      `/v1/client/voting-project/${projectId}`,
    );
    expect(data.coinsCollected).toBe(await accountBalance(testApp.db, 'voting_project', projectId));
    expect(data.coinsCollected).toBe(data.votes.reduce((sum, v) => sum + v.coins, 0));
  }
  for (const campaignId of campaignIds) {
    const { data } = await getJson<{ data: { collectedCoins: number; supports: { coins: number }[] } }>(
      testApp.app,
      `/v1/client/campaign/${campaignId}`,
    );
    expect(data.collectedCoins).toBe(await accountBalance(testApp.db, 'campaign', campaignId));
    expect(data.collectedCoins).toBe(data.supports.reduce((sum, s) => sum + s.coins, 0));
  }
  for (const event of paidEvents) {
    const { data } = await getJson<{ data: { participantsCount: number } }>(
      testApp.app,
      `/v1/client/event/${event._id}`,
    );
    const { rows } = await testApp.db.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM event_sign_ups WHERE event_id = $1 AND transfer_id IS NOT NULL',
      [event._id],
    );
    expect(await accountBalance(testApp.db, 'event', event._id)).toBe(rows[0]!.n * event.price);
    expect(data.participantsCount).toBeGreaterThanOrEqual(rows[0]!.n);
  }
});
