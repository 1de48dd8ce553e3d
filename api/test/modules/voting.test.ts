import { NO_VOTING_RULES, type ProjectDetail, type VotingCard, type VotingDetail } from '@fanhub/contract';
import { type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let fan: Fan;
let categories: { _id: string; name: string }[];

beforeAll(async () => {
  testApp = await createSeededApp();
  fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  categories = (await getJson<{ data: typeof categories }>(testApp.app, '/v1/client/voting/categories')).data;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const votingsOf = (categoryId: string, query = '') =>
  getJson<{ data: VotingCard[]; meta: object }>(testApp.app, `/v1/client/voting/${categoryId}${query}`);
const detail = (votingId: string) =>
  getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${votingId}`);
const project = (id: string) =>
  getJson<{ data: ProjectDetail }>(testApp.app, `/v1/client/voting-project/${id}`);
const vote = (payload: object, auth = fan.auth) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: auth,
    payload,
  });
const openVoting = async () => {
  const { data } = await votingsOf(categories[0]!._id, '?limit=10');
  return data.find((voting) => voting.status !== 'completed')!;
};

describe('categories and votings', () => {
  it('lists categories newest first with page meta (page 1, limit 5 by default)', async () => {
    const body = await getJson<{ data: { _id: string; name: string; createdAt: string }[]; meta: object }>(
      testApp.app,
      '/v1/client/voting/categories?page=1&limit=5&sortBy=createdAt&sortOrder=desc',
    );
    expect(body.meta).toEqual({ page: 1, limit: 5, total: 3, totalPages: 1 });
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      createdAt: expect.any(String),
    });
    const times = body.data.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const secondPage = await getJson<{ data: unknown[]; meta: object }>(
      testApp.app,
      '/v1/client/voting/categories?page=2&limit=2',
    );
    expect(secondPage.data).toHaveLength(1);
    expect(secondPage.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('pages the votings of a category, 3 by default, those still open first, each newest first', async () => {
    const first = await votingsOf(categories[0]!._id);
    expect(first.meta).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    const second = await votingsOf(categories[0]!._id, '?page=2');
    expect(second.data).toHaveLength(1);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((v) => v._id)).size).toBe(4);
    const ended = all.map((v) => v.status === 'completed');
    // The seed's category holds an ended voting: it comes after every open one, not first.
    expect(ended).toContain(true);
    expect(ended).toEqual([...ended].sort((a, b) => Number(a) - Number(b)));
    for (const group of [
      all.filter((v) => v.status !== 'completed'),
      all.filter((v) => v.status === 'completed'),
    ])
      expect(group.map((v) => Date.parse(v.createdAt))).toEqual(
        group.map((v) => Date.parse(v.createdAt)).sort((a, b) => b - a),
      );
    expect(first.data[0]).toEqual({
      _id: expect.any(String),
      categoryId: categories[0]!._id,
      title: expect.any(String),
      image: expect.stringMatching(/^http:\/\/localhost:4000\/v1\/file\//),
      description: expect.any(String),
      status: expect.stringMatching(/^(active|trending|completed)$/),
      durationTime: expect.any(String),
      createdAt: expect.any(String),
      supporterCount: expect.any(Number),
      totalCoins: expect.any(Number),
      totalHearts: 0,
      totalVotes: expect.any(Number),
      daysRemaining: expect.any(Number),
      // A seeded voting states no rules: none of its own, the defaults.
      rules: NO_VOTING_RULES,
    });
  });

  it('sorts votings by title when asked', async () => {
    const { data } = await votingsOf(categories[1]!._id, '?limit=10&sortBy=title&sortOrder=asc');
    const titles = data.map((v) => v.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('marks a voting past its duration completed, with 0 days remaining', async () => {
    const { data } = await votingsOf(categories[0]!._id, '?limit=10');
    const completed = data.filter((v) => v.status === 'completed');
    expect(completed).toHaveLength(1);
    expect((await detail(completed[0]!._id)).data.daysRemaining).toBe(0);
  });

  it('lists only the votings still open with status=open, ending soonest first (the home section)', async () => {
    const all = (await votingsOf(categories[0]!._id, '?limit=10')).data;
    const { data, meta } = await votingsOf(
      categories[0]!._id,
      '?limit=10&status=open&sortBy=durationTime&sortOrder=asc',
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((v) => v.status !== 'completed' && v.daysRemaining > 0)).toBe(true);
    expect(data.map((v) => v._id).sort()).toEqual(
      all
        .filter((v) => v.status !== 'completed')
        .map((v) => v._id)
        .sort(),
    );
    const ends = data.map((v) => v.durationTime);
    expect(ends).toEqual([...ends].sort());
    expect(meta).toMatchObject({ total: data.length });
  });

  it('answers 404 for an unknown category or voting and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await testApp.app.inject({ url: `/v1/client/voting/${unknown}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/v1/client/voting/detail/${unknown}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/v1/client/voting-project/${unknown}` })).statusCode).toBe(404);
    const malformed = await testApp.app.inject({ url: '/v1/client/voting/detail/42' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('ID tidak valid / Invalid ID');
  });
});

describe('totals from the ledger', () => {
  it('sums a voting card from its projects, whose coins are their ledger balances', async () => {
    for (const category of categories) {
      for (const card of (await votingsOf(category._id, '?limit=10')).data) {
        const { data } = await detail(card._id);
        expect(data.totalCoins).toBe(data.projects.reduce((sum, p) => sum + p.coinsCollected, 0));
        expect(data.supporterCount).toBe(data.projects.reduce((sum, p) => sum + p.supporterCount, 0));
        expect(data.totalVotes).toBe(data.totalCoins);
        for (const p of data.projects) {
          expect(p.coinsCollected).toBe(await accountBalance(testApp.db, 'voting_project', p._id));
          expect(p.progress).toBe(Math.round((p.totalVotes * 10000) / p.targetVotes) / 100);
        }
        const ranking = data.topFansPickers.map((fan) => fan.coins);
        expect(ranking).toEqual([...ranking].sort((a, b) => b - a));
        expect(ranking.reduce((sum, coins) => sum + coins, 0)).toBeLessThanOrEqual(data.totalCoins);
      }
    }
  });

  it('ranks the seed fans so the ranking is not empty', async () => {
    const { _id } = await openVoting();
    const { data } = await detail(_id);
    expect(data.topFansPickers.length).toBeGreaterThan(0);
    expect(data.topFansPickers[0]).toEqual({
      rank: 1,
      userId: expect.any(String),
      fullName: expect.any(String),
      avatar: expect.any(String),
      coins: expect.any(Number),
    });
  });
});

describe('POST /v1/client/voting-project/create-vote', () => {
  it('moves the coins to the project, records the vote on top and answers the new balance and totals', async () => {
    const voting = await openVoting();
    const before = (await detail(voting._id)).data;
    const target = before.projects[0]!;
    const response = await vote({ projectId: target._id, coins: 15, message: 'Semangat! / Go go!' });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Vote Berhasil! / Vote Successful!');
    expect(data.balance).toBe(85);
    expect(data.project).toMatchObject({
      coinsCollected: target.coinsCollected + 15,
      totalVotes: target.totalVotes + 15,
      supporterCount: target.supporterCount + 1,
    });
    const after = (await project(target._id)).data;
    expect(after.votes[0]).toMatchObject({ userId: fan.id, coins: 15, message: 'Semangat! / Go go!' });
    expect(after.votes[0]!.email).toMatch(/^\w{1,2}\*+@fanhub\.test$/);
    const votingAfter = (await detail(voting._id)).data;
    expect(votingAfter.totalCoins).toBe(before.totalCoins + 15);
    expect(votingAfter.supporterCount).toBe(before.supporterCount + 1);
    const notes = await testApp.app.inject({ url: '/v1/client/notification', headers: fan.auth });
    expect(notes.json().data[0]).toMatchObject({
      title: 'Vote Berhasil! / Vote Successful!',
      content: expect.stringContaining('15'),
    });
  });

  it('accepts a missing or empty message', async () => {
    const target = (await detail((await openVoting())._id)).data.projects[1]!;
    expect((await vote({ projectId: target._id, coins: 1 })).statusCode).toBe(200);
    expect((await vote({ projectId: target._id, coins: 1, message: '' })).statusCode).toBe(200);
  });

  it.each([
    ['0 coins', { coins: 0 }, 400],
    ['-1 coins', { coins: -1 }, 400],
    ['1.5 coins', { coins: 1.5 }, 400],
    ['1e12 coins', { coins: 1e12 }, 400],
    ['coins as text', { coins: '10' }, 400],
    ['no coins', { coins: undefined }, 400],
    ['a 10 kB message', { message: 'x'.repeat(10_000) }, 400],
    ['a malformed project id', { projectId: 'abc' }, 400],
    ['an unknown project', { projectId: '00000000-0000-4000-8000-000000000000' }, 404],
    ['more coins than the balance', { coins: 100_000 }, 409],
  ])('refuses %s and moves nothing', async (_case, override, status) => {
    const target = (await detail((await openVoting())._id)).data.projects[0]!;
    const before = await accountBalance(testApp.db, 'member', fan.id);
    const response = await vote({ projectId: target._id, coins: 5, message: 'hi', ...override });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(/ \/ /);
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(before);
    expect((await project(target._id)).data.coinsCollected).toBe(target.coinsCollected);
  });

  it('refuses a vote on a completed voting with 422', async () => {
    const { data } = await votingsOf(categories[0]!._id, '?limit=10');
    const completed = data.find((v) => v.status === 'completed')!;
    const target = (await detail(completed._id)).data.projects[0]!;
    const response = await vote({ projectId: target._id, coins: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VOTING_ENDED',
      message: 'Voting ini sudah berakhir / This voting has ended',
    });
  });

  it('refuses a signed-out visitor with 401', async () => {
    const target = (await detail((await openVoting())._id)).data.projects[0]!;
    expect((await vote({ projectId: target._id, coins: 5 }, {} as typeof fan.auth)).statusCode).toBe(401);
  });
});
