import { type Fan } from '@fanhub/testkit';
import { notifyMember } from '../../src/modules/notification/repository';
import { registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let fan: Fan;
let otherFan: Fan;

beforeAll(async () => {
  testApp = await createTestApp();
  fan = await registerMember(testApp.app);
  otherFan = await registerMember(testApp.app);
  for (let n = 1; n <= 7; n += 1) {
    await notifyMember(testApp.db, fan.id, `Kabar ${n} / News ${n}`, `Isi ${n} / Content ${n}`);
  }
  await notifyMember(testApp.db, otherFan.id, 'Rahasia / Secret', 'Bukan untukmu / Not for you');
});
afterAll(() => testApp.close());

const list = (query: string, auth = fan.auth) =>
  testApp.app.inject({ url: `/v1/client/notification${query}`, headers: auth });

it('answers the 5 newest of my notifications by default, with paging meta', async () => {
  const response = await list('?page=1&limit=5&sortBy=timestamp&sortOrder=desc');
  expect(response.statusCode).toBe(200);
  const { data, meta } = response.json();
  expect(data.map((n: { title: string }) => n.title)).toEqual(
    [7, 6, 5, 4, 3].map((n) => `Kabar ${n} / News ${n}`),
  );
  expect(data[0]).toEqual({
    _id: expect.any(String),
    title: 'Kabar 7 / News 7',
    status: 'unread',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    content: 'Isi 7 / Content 7',
  });
  expect(meta).toEqual({ page: 1, limit: 5, total: 7, totalPages: 2 });
});

it('pages and sorts oldest first when asked', async () => {
  const { data, meta } = (await list('?page=2&limit=5&sortOrder=asc')).json();
  expect(data.map((n: { title: string }) => n.title)).toEqual(['Kabar 6 / News 6', 'Kabar 7 / News 7']);
  expect(meta.page).toBe(2);
});

it("never shows another member's notifications", async () => {
  const { data } = (await list('?limit=100')).json();
  expect(data.some((n: { title: string }) => n.title.startsWith('Rahasia'))).toBe(false);
  expect((await list('', otherFan.auth)).json().data).toHaveLength(1);
});

it('refuses a signed-out visitor with 401', async () => {
  expect((await list('', {} as typeof fan.auth)).statusCode).toBe(401);
});

it.each([
  '?limit=0',
  '?limit=1000',
  '?page=-1',
  '?page=1.5',
  '?sortBy=title',
  '?sortOrder=sideways',
  '?limit=abc',
  '?limit=1e400',
  '?page=1e400',
  '?limit=-1e400',
])('refuses %s with 400 and a bilingual message', async (query) => {
  const response = await list(query);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^Nilai \w+ tidak valid \/ Invalid value for \w+$/);
});
