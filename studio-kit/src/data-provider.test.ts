/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StudioApiError, callApiAt } from './api-client';
import { studioDataProvider } from './data-provider';

/** What the API was asked, and a way to choose what it answers: a real HTTP server on loopback. */
interface Asked {
  method: string;
  url: URL;
  body: unknown;
  idempotencyKey?: string;
}
let server: Server;
let asked: Asked[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const readBody = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    asked.push({
      method: request.method!,
      url: new URL(request.url!, 'http://api'),
      body: await readBody(request),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  callApiAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
  answer = { status: 200, body: {} };
});

const provider = studioDataProvider({
  votings: { list: '/studio/votings', one: '/studio/votings/:votingId', create: '/studio/votings' },
  'voting-projects': {
    one: '/studio/voting-projects/:projectId',
    create: '/studio/votings/:votingId/projects',
  },
  'held-accounts': { list: '/studio/held-accounts', id: 'memberId' },
  'event-participants': { list: '/studio/events/:eventId/participants' },
  'seo-meta': { one: '/studio/seo-meta' },
});

test('a list asks the API for its page, a sort its query takes and the filters that are set, and takes `_id` as id', async () => {
  answer = { status: 200, body: { data: [{ _id: 'v1', title: 'A' }], meta: { total: 41 } } };
  const page = await provider.getList('votings', {
    pagination: { page: 2, perPage: 20 },
    sort: { field: 'title', order: 'ASC' },
    filter: { q: 'fancam', publication: '', categoryId: undefined },
  });
  expect(page).toEqual({ data: [{ _id: 'v1', id: 'v1', title: 'A' }], total: 41 });
  const { method, url } = asked[0]!;
  expect(method).toBe('GET');
  expect(url.pathname).toBe('/v1/studio/votings');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    page: '2',
    limit: '20',
    sortBy: 'title',
    sortOrder: 'asc',
    q: 'fancam',
  });
});

test("a sort the contract's query does not offer is not asked for", async () => {
  answer = { status: 200, body: { data: [], meta: { total: 0 } } };
  await provider.getList('votings', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'category', order: 'DESC' },
    filter: {},
  });
  expect(asked[0]!.url.searchParams.has('sortBy')).toBe(false);
});

test('a list the API answers whole is paged here, named by its own id field, and asks for no page', async () => {
  const held = Array.from({ length: 7 }, (_, n) => ({ memberId: `m${n}`, balance: n }));
  answer = { status: 200, body: { data: held } };
  const second = await provider.getList('held-accounts', {
    pagination: { page: 2, perPage: 3 },
    sort: { field: 'balance', order: 'ASC' },
    filter: {},
  });
  expect(second.total).toBe(7);
  expect(second.data.map((account) => account.id)).toEqual(['m3', 'm4', 'm5']);
  expect([...asked[0]!.url.searchParams.keys()]).toEqual([]);
});

test("records inside a parent take the parent's id into their list's path", async () => {
  answer = { status: 200, body: { data: [{ _id: 's1', email: 'fan@example.com' }], meta: { total: 1 } } };
  const participants = await provider.getManyReference('event-participants', {
    target: 'eventId',
    id: 'e 1',
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'signedUpAt', order: 'DESC' },
    filter: {},
  });
  expect(participants).toEqual({ data: [{ _id: 's1', id: 's1', email: 'fan@example.com' }], total: 1 });
  expect(asked[0]!.url.pathname).toBe('/v1/studio/events/e%201/participants');
  expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
    page: '1',
    limit: '50',
    sortBy: 'signedUpAt',
    sortOrder: 'desc',
  });
});

test("an edit sends only what changed of what the contract's body takes; an edit that changes nothing calls nothing", async () => {
  answer = { status: 200, body: { data: { _id: 'v1', title: 'B', totalVotes: 3 } } };
  const previousData = { id: 'v1', _id: 'v1', title: 'A', description: 'same', totalVotes: 3 };
  const saved = await provider.update('votings', {
    id: 'v1',
    data: { ...previousData, title: 'B', totalVotes: 99 },
    previousData,
  });
  expect(saved.data).toEqual({ _id: 'v1', id: 'v1', title: 'B', totalVotes: 3 });
  expect(asked).toEqual([
    { method: 'PUT', url: new URL('http://api/v1/studio/votings/v1'), body: { title: 'B' } },
  ]);

  asked = [];
  await provider.update('votings', { id: 'v1', data: previousData, previousData });
  expect(asked).toEqual([]);
});

test('a single record (the site meta) is read at its path, whatever its id', async () => {
  answer = { status: 200, body: { data: { _id: 'site', title: 'fanhub' } } };
  const meta = await provider.getOne('seo-meta', { id: 'site' });
  expect(meta.data).toEqual({ _id: 'site', id: 'site', title: 'fanhub' });
  expect(asked[0]!.url.pathname).toBe('/v1/studio/seo-meta');
});

test("a new record's path takes its parent from the record, which is not sent", async () => {
  answer = { status: 201, body: { data: { _id: 'p1', title: 'Fancam A' } } };
  const created = await provider.create('voting-projects', {
    data: { votingId: 'v1', title: 'Fancam A', targetVotes: 1000 },
  });
  expect(created.data).toEqual({ _id: 'p1', id: 'p1', title: 'Fancam A' });
  expect(asked[0]!.url.pathname).toBe('/v1/studio/votings/v1/projects');
  expect(asked[0]!.body).toEqual({ title: 'Fancam A', targetVotes: 1000 });
});

test('a record the contract cannot change or delete is refused before any call', async () => {
  await expect(
    provider.update('held-accounts', { id: 'm1', data: { balance: 1 }, previousData: { id: 'm1' } }),
  ).rejects.toThrow('held-accounts has no PUT of one');
  await expect(provider.delete('voting-projects', { id: 'p1' })).resolves.toBeDefined();
  expect(asked.map((call) => call.method)).toEqual(['DELETE']);
});

test("the contract's own calls fill their path, send their body and headers, and answer the envelope", async () => {
  answer = { status: 200, body: { status: true, data: { refundId: 'r1' } } };
  const answered = await provider.post('/studio/orders/:orderId/refunds', {
    params: { orderId: 'INV/1' },
    body: { amount: 5000, reason: 'double charge' },
    headers: { 'idempotency-key': 'key-1' },
  });
  expect(answered).toEqual({ status: true, data: { refundId: 'r1' } });
  expect(asked[0]!.url.pathname).toBe('/v1/studio/orders/INV%2F1/refunds');
  expect(asked[0]!.body).toEqual({ amount: 5000, reason: 'double charge' });
  expect(asked[0]!.idempotencyKey).toBe('key-1');
});

test("a refusal reaches the page as the API's bilingual message, status and code", async () => {
  answer = {
    status: 409,
    body: {
      status: false,
      code: 'HAS_FAN_ACTIVITY',
      message: 'Fans sudah memakai koin di sini / Fans have spent coins here',
    },
  };
  const refused = provider.delete('votings', { id: 'v1', previousData: { id: 'v1' } });
  await expect(refused).rejects.toEqual(
    new StudioApiError(
      'Fans sudah memakai koin di sini / Fans have spent coins here',
      409,
      'HAS_FAN_ACTIVITY',
    ),
  );
  await expect(refused).rejects.toMatchObject({ status: 409, code: 'HAS_FAN_ACTIVITY' });
});
