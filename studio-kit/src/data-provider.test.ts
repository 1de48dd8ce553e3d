/** @jest-environment node */
import { StudioApiError } from './api-client';
import { studioDataProvider } from './data-provider';
import { StandInApi } from './testing';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => void (api.asked.length = 0));

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
  api.answer('GET /studio/votings', { data: [{ _id: 'v1', title: 'A' }], meta: { total: 41 } });
  const page = await provider.getList('votings', {
    pagination: { page: 2, perPage: 20 },
    sort: { field: 'title', order: 'ASC' },
    filter: { q: 'fancam', publication: '', categoryId: undefined },
  });
  expect(page).toEqual({ data: [{ _id: 'v1', id: 'v1', title: 'A' }], total: 41 });
  expect(api.callsTo('GET /studio/votings')[0]!.query).toEqual({
    page: '2',
    limit: '20',
    sortBy: 'title',
    sortOrder: 'asc',
    q: 'fancam',
  });
});

test("a sort the contract's query does not offer is not asked for", async () => {
  api.answer('GET /studio/votings', { data: [], meta: { total: 0 } });
  await provider.getList('votings', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'category', order: 'DESC' },
    filter: {},
  });
  expect(api.asked[0]!.query).not.toHaveProperty('sortBy');
});

test('a list the API answers whole is paged here, named by its own id field, and asks for no page', async () => {
  const held = Array.from({ length: 7 }, (_, n) => ({ memberId: `m${n}`, balance: n }));
  api.answer('GET /studio/held-accounts', { data: held });
  const second = await provider.getList('held-accounts', {
    pagination: { page: 2, perPage: 3 },
    sort: { field: 'balance', order: 'ASC' },
    filter: {},
  });
  expect(second.total).toBe(7);
  expect(second.data.map((account) => account.id)).toEqual(['m3', 'm4', 'm5']);
  expect(api.asked[0]!.query).toEqual({});
});

test("records inside a parent take the parent's id into their list's path", async () => {
  api.answer('GET /studio/events/e%201/participants', {
    data: [{ _id: 's1', email: 'fan@example.com' }],
    meta: { total: 1 },
  });
  const participants = await provider.getManyReference('event-participants', {
    target: 'eventId',
    id: 'e 1',
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'signedUpAt', order: 'DESC' },
    filter: {},
  });
  expect(participants).toEqual({ data: [{ _id: 's1', id: 's1', email: 'fan@example.com' }], total: 1 });
  expect(api.callsTo('GET /studio/events/e%201/participants')[0]!.query).toEqual({
    page: '1',
    limit: '50',
    sortBy: 'signedUpAt',
    sortOrder: 'desc',
  });
});

test("an edit sends only what changed of what the contract's body takes; an edit that changes nothing calls nothing", async () => {
  api.answer('PUT /studio/votings/v1', { data: { _id: 'v1', title: 'B', totalVotes: 3 } });
  const previousData = { id: 'v1', _id: 'v1', title: 'A', description: 'same', totalVotes: 3 };
  const saved = await provider.update('votings', {
    id: 'v1',
    data: { ...previousData, title: 'B', totalVotes: 99 },
    previousData,
  });
  expect(saved.data).toEqual({ _id: 'v1', id: 'v1', title: 'B', totalVotes: 3 });
  expect(api.asked.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'PUT', path: '/studio/votings/v1', body: { title: 'B' } },
  ]);

  api.asked.length = 0;
  await provider.update('votings', { id: 'v1', data: previousData, previousData });
  expect(api.asked).toEqual([]);
});

test('a single record (the site meta) is read at its path, whatever its id', async () => {
  api.answer('GET /studio/seo-meta', { data: { _id: 'site', title: 'fanhub' } });
  const meta = await provider.getOne('seo-meta', { id: 'site' });
  expect(meta.data).toEqual({ _id: 'site', id: 'site', title: 'fanhub' });
  expect(api.callsTo('GET /studio/seo-meta')).toHaveLength(1);
});

test("a new record's path takes its parent from the record, which is not sent", async () => {
  api.answer('POST /studio/votings/v1/projects', {
    status: 201,
    body: { data: { _id: 'p1', title: 'Fancam A' } },
  });
  const created = await provider.create('voting-projects', {
    data: { votingId: 'v1', title: 'Fancam A', targetVotes: 1000 },
  });
  expect(created.data).toEqual({ _id: 'p1', id: 'p1', title: 'Fancam A' });
  expect(api.callsTo('POST /studio/votings/v1/projects')[0]!.body).toEqual({
    title: 'Fancam A',
    targetVotes: 1000,
  });
});

test('a record the contract cannot change or delete is refused before any call', async () => {
  await expect(
    provider.update('held-accounts', { id: 'm1', data: { balance: 1 }, previousData: { id: 'm1' } }),
  ).rejects.toThrow('held-accounts has no PUT of one');
  api.answer('DELETE /studio/voting-projects/p1', { status: true });
  await expect(provider.delete('voting-projects', { id: 'p1' })).resolves.toBeDefined();
  expect(api.asked.map((call) => `${call.method} ${call.path}`)).toEqual([
    'DELETE /studio/voting-projects/p1',
  ]);
});

test("the contract's own calls fill their path, send their body and headers, and answer the envelope", async () => {
  api.answer('POST /studio/orders/INV%2F1/refunds', { status: true, data: { refundId: 'r1' } });
  const answered = await provider.post('/studio/orders/:orderId/refunds', {
    params: { orderId: 'INV/1' },
    body: { amount: 5000, reason: 'double charge' },
    headers: { 'idempotency-key': 'key-1' },
  });
  expect(answered).toEqual({ status: true, data: { refundId: 'r1' } });
  const [refund] = api.callsTo('POST /studio/orders/INV%2F1/refunds');
  expect(refund!.body).toEqual({ amount: 5000, reason: 'double charge' });
  expect(refund!.headers['idempotency-key']).toBe('key-1');
});

test("a refusal reaches the page as the API's bilingual message, status and code", async () => {
  api.answer('DELETE /studio/votings/v1', {
    status: 409,
    body: {
      status: false,
      code: 'HAS_FAN_ACTIVITY',
      message: 'Fans sudah memakai koin di sini / Fans have spent coins here',
    },
  });
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
