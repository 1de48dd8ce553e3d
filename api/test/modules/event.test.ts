import type { FanEvent } from '@fanhub/contract';
import { type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let fan: Fan;
let events: FanEvent[];
beforeAll(async () => {
  testApp = await createSeededApp({ SHARE_RATE_LIMIT_MAX: '3' });
  fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 400);
  events = (await getJson<{ data: FanEvent[] }>(testApp.app, '/v1/client/event?limit=100')).data;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const signUp = (payload: object, auth = fan.auth) =>
  testApp.app.inject({ method: 'POST', url: '/v1/client/event/sign-up', headers: auth, payload });
const open = (type: string) =>
  events.find(
    (e) =>
      e.signUpType === type && !e.ended && e.status !== 'sold-out' && (e.capacity === null || e.capacity > 5),
  )!;

it('pages events, 4 by default, with meta', async () => {
  const body = await getJson<{ data: FanEvent[]; meta: object }>(testApp.app, '/v1/client/event?page=3');
  expect(body.meta).toEqual({ page: 3, limit: 4, total: 13, totalPages: 4 });
  expect(body.data).toHaveLength(4);
});

it.each(['Concert', 'Fan Meeting', 'Watch Party', 'Festival'])(
  'filters the %s category',
  async (category) => {
    const body = await getJson<{ data: FanEvent[]; meta: { total: number } }>(
      testApp.app,
      `/v1/client/event?limit=10&category=${encodeURIComponent(category)}`,
    );
    // Three of each, and one watch party that is already over.
    expect(body.meta.total).toBe(category === 'Watch Party' ? 4 : 3);
    expect(body.data.every((e) => e.category === category)).toBe(true);
  },
);

it('shows an event sold out once its participants reach capacity, and filters by status', async () => {
  const soldOut = await getJson<{ data: FanEvent[] }>(
    testApp.app,
    '/v1/client/event?status=sold-out&limit=10',
  );
  expect(soldOut.data.length).toBe(2);
  for (const event of soldOut.data) expect(event.participantsCount).toBe(event.capacity);
  const popular = await getJson<{ data: FanEvent[] }>(
    testApp.app,
    '/v1/client/event?status=popular&limit=10',
  );
  expect(popular.data.length).toBeGreaterThan(0);
  expect(popular.data.every((e) => e.status === 'popular')).toBe(true);
});

it('offers free, paid and partner events; the sign-up type follows price and partner link', async () => {
  for (const event of events) {
    const expected = event.partnerSignUpLink ? 'partner' : event.price > 0 ? 'paid' : 'free';
    expect(event.signUpType).toBe(expected);
  }
  expect(new Set(events.map((e) => e.signUpType))).toEqual(new Set(['free', 'paid', 'partner']));
});

it('signs a fan up for a free event once; the second time is 409', async () => {
  const event = open('free');
  const first = await signUp({ eventId: event._id, type: 'free' });
  expect(first.statusCode).toBe(200);
  expect(first.json().message).toMatch(/^Kamu terdaftar di .* \/ You are signed up for/);
  expect(first.json().data).toMatchObject({
    type: 'free',
    balance: 400,
    event: { participantsCount: event.participantsCount + 1 },
  });
  const second = await signUp({ eventId: event._id, type: 'free' });
  expect(second.statusCode).toBe(409);
  expect(second.json().message).toBe(
    'Kamu sudah terdaftar di event ini / You are already signed up for this event',
  );
  const notes = await testApp.app.inject({ url: '/v1/client/notification', headers: fan.auth });
  expect(notes.json().data[0].title).toBe('Pendaftaran Berhasil! / Registration Successful!');
});

it('answers the partner link for a partner event and moves no coins', async () => {
  const event = open('partner');
  const response = await signUp({ eventId: event._id, type: 'partner' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ partnerSignUpLink: event.partnerSignUpLink, balance: 400 });
});

it('takes the price in coins for a paid event, into the event account', async () => {
  const event = open('paid');
  const before = await accountBalance(testApp.db, 'event', event._id);
  const response = await signUp({ eventId: event._id, type: 'paid' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.balance).toBe(400 - event.price);
  expect(await accountBalance(testApp.db, 'event', event._id)).toBe(before + event.price);
});

it('refuses a sold-out event with 409 and moves nothing', async () => {
  const soldOut = events.find((e) => e.status === 'sold-out')!;
  const before = await accountBalance(testApp.db, 'member', fan.id);
  const response = await signUp({ eventId: soldOut._id, type: soldOut.signUpType });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'SOLD_OUT',
    message: 'Tiket event ini sudah habis / This event is sold out',
  });
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(before);
});

it('refuses a paid sign-up the balance cannot cover with 409 and records nothing', async () => {
  const poorFan = await registerMember(testApp.app);
  const event = open('paid');
  const response = await signUp({ eventId: event._id, type: 'paid' }, poorFan.auth);
  expect(response.statusCode).toBe(409);
  expect(response.json().code).toBe('INSUFFICIENT_COINS');
  const { rows } = await testApp.db.query('SELECT 1 FROM event_sign_ups WHERE member_id = $1', [poorFan.id]);
  expect(rows).toHaveLength(0);
});

it.each([
  [
    'the wrong type',
    (e: FanEvent) => ({ eventId: e._id, type: e.signUpType === 'free' ? 'paid' : 'free' }),
    422,
  ],
  ['an unknown type', (e: FanEvent) => ({ eventId: e._id, type: 'vip' }), 400],
  ['a malformed id', () => ({ eventId: '123', type: 'free' }), 400],
  ['an unknown event', () => ({ eventId: '00000000-0000-4000-8000-000000000000', type: 'free' }), 404],
  ['a missing type', (e: FanEvent) => ({ eventId: e._id }), 400],
])('refuses %s with a bilingual message and records nothing', async (_case, payload, status) => {
  const newcomer = await registerMember(testApp.app);
  await grantCoins(testApp.db, newcomer.id, 1000);
  const response = await signUp(payload(open('paid')), newcomer.auth);
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(/ \/ /);
  expect(await accountBalance(testApp.db, 'member', newcomer.id)).toBe(1000);
});

it('refuses a sign-up for an event that has passed with 422 and records nothing', async () => {
  const { rows } = await testApp.db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price)
     VALUES ('Last Year Live', '/v1/file/none.png', 'Over', 'Concert', current_date - 1, '19:00 WIB', 'Jakarta', 10)
     RETURNING id`,
  );
  const response = await signUp({ eventId: rows[0]!.id, type: 'paid' });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    code: 'EVENT_ENDED',
    message: 'Event ini sudah berlalu / This event has passed',
  });
  const signUps = await testApp.db.query('SELECT 1 FROM event_sign_ups WHERE event_id = $1', [rows[0]!.id]);
  expect(signUps.rows).toHaveLength(0);
});

it('says an event is over once its date has passed in Jakarta, not in UTC', async () => {
  const { rows } = await testApp.db.query<{ yesterday: string; today: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Asia/Jakarta')::date - 1, 'YYYY-MM-DD') AS yesterday,
            to_char((now() AT TIME ZONE 'Asia/Jakarta')::date, 'YYYY-MM-DD') AS today`,
  );
  const insert = async (date: string) =>
    (
      await testApp.db.query<{ id: string }>(
        `INSERT INTO events (title, image, description, category, event_date, event_time, location, price)
         VALUES ('Dated', '/v1/file/none.png', 'x', 'Concert', $1, '19:00 WIB', 'Jakarta', 0) RETURNING id`,
        [date],
      )
    ).rows[0]!.id;
  const [yesterday, today] = [await insert(rows[0]!.yesterday), await insert(rows[0]!.today)];
  const ended = async (id: string) =>
    (await getJson<{ data: FanEvent }>(testApp.app, `/v1/client/event/${id}`)).data.ended;
  expect(await ended(yesterday)).toBe(true);
  expect(await ended(today)).toBe(false);
  const seeded = events.filter((e) => e.ended);
  expect(seeded.map((e) => e.title)).toEqual(['LUMINA "Prism" Online Concert Watch Party']);
});

it("tells a signed-in fan about their own sign-up, and nobody about anyone else's", async () => {
  const free = events.find((e) => e.signUpType === 'free' && !e.ended && e.status !== 'sold-out')!;
  const mine = (who: Fan) =>
    testApp.app.inject({ url: `/v1/client/event/${free._id}/my-sign-up`, headers: who.auth });
  const someone = await registerMember(testApp.app);
  expect((await mine(someone)).json().data).toEqual({
    signedUp: false,
    type: null,
    signedUpAt: null,
    mayCancel: false,
  });
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: someone.auth,
    payload: { eventId: free._id, type: 'free' },
  });
  expect((await mine(someone)).json().data).toEqual({
    signedUp: true,
    type: 'free',
    signedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    // The seed's events do not let fans cancel.
    mayCancel: false,
  });
  const other = await registerMember(testApp.app);
  expect((await mine(other)).json().data.signedUp).toBe(false);
  expect((await testApp.app.inject({ url: `/v1/client/event/${free._id}/my-sign-up` })).statusCode).toBe(401);
  const unknown = await testApp.app.inject({
    url: '/v1/client/event/00000000-0000-4000-8000-000000000000/my-sign-up',
    headers: other.auth,
  });
  expect(unknown.statusCode).toBe(404);
});

it('counts shares, and only so many from one client per event', async () => {
  const event = events[0]!;
  const share = () => testApp.app.inject({ method: 'PUT', url: `/v1/client/event/share/${event._id}` });
  const answers = [await share(), await share(), await share(), await share()];
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
  expect(answers[2]!.json().data.shares).toBe(event.shares + 3);
  const detail = await getJson<{ data: FanEvent }>(testApp.app, `/v1/client/event/${event._id}`);
  expect(detail.data.shares).toBe(event.shares + 3);
  expect(
    (
      await testApp.app.inject({
        method: 'PUT',
        url: '/v1/client/event/share/00000000-0000-4000-8000-000000000000',
      })
    ).statusCode,
  ).toBe(404);
});
