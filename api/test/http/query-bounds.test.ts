import { AsyncLocalStorage } from 'node:async_hooks';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let queries = 0;
/**
 * Set while a request measured here runs: the queries it makes are counted, not those of the API's background
 * jobs (the ledger folder every 100 ms, the schedulers), which may run at any moment, more so on a busy machine.
 */
const measuredRequest = new AsyncLocalStorage<true>();

beforeAll(async () => {
  testApp = await createSeededApp();
  const query = testApp.db.query.bind(testApp.db);
  testApp.db.query = ((sql: string, params?: unknown[]) => {
    if (measuredRequest.getStore()) queries += 1;
    return query(sql, params);
  }) as typeof testApp.db.query;
});
afterAll(() => testApp.close());

async function queriesFor(url: string): Promise<{ count: number; items: number }> {
  queries = 0;
  const body = await measuredRequest.run(true, () => getJson<{ data: unknown }>(testApp.app, url));
  const data = body.data as
    unknown[] | { mvps?: unknown[]; projects?: unknown[]; votes?: unknown[]; supports?: unknown[] };
  const items = Array.isArray(data)
    ? data.length
    : (data.mvps ?? data.projects ?? data.votes ?? data.supports ?? []).length;
  return { count: queries, items };
}

it('runs the same number of queries for a list whatever its page size', async () => {
  const { data: categories } = await getJson<{ data: { _id: string }[] }>(
    testApp.app,
    '/v1/client/voting/categories',
  );
  const lists = [
    '/v1/client/voting/categories',
    `/v1/client/voting/${categories[0]!._id}`,
    '/v1/client/campaign',
    '/v1/client/event',
    '/v1/client/news',
  ];
  for (const list of lists) {
    const small = await queriesFor(`${list}?limit=1`);
    const large = await queriesFor(`${list}?limit=100`);
    expect(large.items).toBeGreaterThan(small.items);
    expect([list, large.count]).toEqual([list, small.count]);
    expect(large.count).toBeLessThanOrEqual(3);
  }
});

it('answers detail pages with a fixed handful of queries, however many votes or supports they hold', async () => {
  const { data: campaigns } = await getJson<{ data: { _id: string }[] }>(
    testApp.app,
    '/v1/client/campaign?limit=100',
  );
  const counts: number[] = [];
  for (const campaign of campaigns)
    counts.push((await queriesFor(`/v1/client/campaign/${campaign._id}`)).count);
  expect(new Set(counts).size).toBe(1);
  expect((await queriesFor('/v1/mvp')).count).toBe(1);
});
