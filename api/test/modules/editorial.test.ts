import { BANNER_TYPES } from '@fanhub/contract';
import { createSeededApp, getJson, signIn } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createSeededApp();
});
afterAll(() => testApp.close());

it('lists news newest first with title, image, url, author and date', async () => {
  const body = await getJson<{ data: { date: string }[]; meta: object }>(testApp.app, '/v1/client/news');
  expect(body.meta).toEqual({ page: 1, limit: 8, total: 9, totalPages: 2 });
  expect(body.data[0]).toEqual({
    _id: expect.any(String),
    title: expect.any(String),
    image: expect.any(String),
    url: expect.stringMatching(/^https:\/\//),
    author: expect.any(String),
    date: expect.any(String),
  });
  const dates = body.data.map((n) => Date.parse(n.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

it.each(BANNER_TYPES)('has %s banners', async (type) => {
  const { data } = await getJson<{ data: { _id: string; image: string; title: string; link: string }[] }>(
    testApp.app,
    `/v1/client/banner/${type}`,
  );
  expect(data.length).toBeGreaterThanOrEqual(2);
  expect(data[0]).toEqual({
    _id: expect.any(String),
    image: expect.any(String),
    title: expect.any(String),
    link: expect.any(String),
  });
});

it('refuses an unknown banner type with 400', async () => {
  const response = await testApp.app.inject({ url: '/v1/client/banner/sidebar' });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^Tipe banner harus .* \/ Banner type must be/);
});

it('answers the SEO meta', async () => {
  const { data } = await getJson<{ data: Record<string, unknown> }>(testApp.app, '/v1/seo-meta/client');
  expect(data).toEqual({
    metaTitle: expect.any(String),
    metaDescription: expect.any(String),
    keywords: expect.arrayContaining(['kpop']),
    ogTitle: expect.any(String),
    ogDescription: expect.any(String),
    ogImage: expect.stringMatching(/^http:\/\/localhost:4000\/v1\/file\//),
    twitterTitle: expect.any(String),
    twitterDescription: expect.any(String),
    twitterImage: expect.any(String),
  });
});

it("ranks this month's MVPs by the coins they gave, summed from the ledger", async () => {
  const { data } = await getJson<{ data: { createdAt: string; mvps: { userId: string; coins: number }[] } }>(
    testApp.app,
    '/v1/mvp',
  );
  const now = new Date();
  expect(data.createdAt).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
  expect(data.mvps.length).toBeGreaterThanOrEqual(5);
  const coins = data.mvps.map((mvp) => mvp.coins);
  expect(coins).toEqual([...coins].sort((a, b) => b - a));
  const { rows } = await testApp.db.query<{ member: string; given: number }>(
    `SELECT a.owner_id AS member, SUM(t.amount)::bigint AS given FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id = t.from_account_id
     WHERE a.kind = 'member' AND t.reason IN ('vote', 'campaign_support', 'event_ticket') GROUP BY a.owner_id`,
  );
  const givenByMember = new Map(rows.map((row) => [row.member, row.given]));
  for (const mvp of data.mvps) expect(mvp.coins).toBe(givenByMember.get(mvp.userId));
});

it('lets the demo member sign in with the coins the README promises', async () => {
  const demo = await signIn(testApp.app);
  const profile = await testApp.app.inject({ url: `/v1/member/${demo.id}`, headers: demo.auth });
  expect(profile.json().data.coins).toBe(1000);
});

it('serves every image the seed content points at', async () => {
  const images = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        if (['image', 'avatar', 'ogImage', 'twitterImage'].includes(key) && typeof field === 'string')
          images.add(field);
        else collect(field);
      }
    }
  };
  const lists = [
    '/v1/client/news?limit=100',
    '/v1/client/campaign?limit=100',
    '/v1/client/event?limit=100',
    '/v1/seo-meta/client',
    '/v1/mvp',
  ];
  for (const type of BANNER_TYPES) lists.push(`/v1/client/banner/${type}`);
  const categories = (await getJson<{ data: { _id: string }[] }>(testApp.app, '/v1/client/voting/categories'))
    .data;
  for (const category of categories) {
    const votings = (
      await getJson<{ data: { _id: string }[] }>(testApp.app, `/v1/client/voting/${category._id}?limit=100`)
    ).data;
    for (const voting of votings) lists.push(`/v1/client/voting/detail/${voting._id}`);
  }
  for (const url of lists) collect((await getJson(testApp.app, url)).data);

  expect(images.size).toBeGreaterThan(80);
  for (const image of images) {
    const url = new URL(image);
    expect(url.origin).toBe(testApp.config.publicApiUrl);
    const response = await testApp.app.inject({ url: url.pathname });
    expect([image, response.statusCode, response.headers['content-type']]).toEqual([image, 200, 'image/png']);
  }
});
