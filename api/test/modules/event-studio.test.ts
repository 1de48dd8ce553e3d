import { parse } from 'csv-parse/sync';
import type { SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { signedInStaff, studioImage } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let editor: SignedInStaff;
let secondEditor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  secondEditor = await signedInStaff(testApp, 'editor');
  viewer = await signedInStaff(testApp, 'viewer');
});
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

/** A published event as editors make it; answers its id. */
async function publishedEvent(price: number) {
  const created = await as(editor, 'POST', '/v1/studio/events', {
    title: 'Fan Meeting ORBIT Jakarta',
    image: await studioImage(testApp, editor),
    description: 'Bertemu ORBIT di Jakarta. / Meet ORBIT in Jakarta.',
    category: 'Fan Meeting',
    date: inDays(20),
    time: '19:00',
    location: 'Istora Senayan, Jakarta',
    price,
    capacity: 100,
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().data).toMatchObject({
    publication: 'draft',
    time: '19:00 WIB',
    signUpType: price ? 'paid' : 'free',
  });
  const eventId = created.json().data._id as string;
  await as(editor, 'POST', `/v1/studio/events/${eventId}/publication`, { action: 'submit' });
  const published = await as(secondEditor, 'POST', `/v1/studio/events/${eventId}/publication`, {
    action: 'publish',
  });
  expect(published.json().data.publication).toBe('live');
  return eventId;
}

async function signUp(eventId: string, overrides: Record<string, unknown> = {}, type = 'paid') {
  const fan = await registerMember(testApp.app, overrides);
  await grantCoins(testApp.db, fan.id, 100);
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: fan.auth,
    payload: { eventId, type },
  });
  expect(answer.statusCode).toBe(200);
  return fan;
}

it("lists an event's participants and exports them as CSV for the partner, quoting what needs it", async () => {
  const eventId = await publishedEvent(25);
  const first = await signUp(eventId, { fullName: 'Kim, "Jiwon"' });
  const second = await signUp(eventId);

  const listed = await as(viewer, 'GET', `/v1/studio/events/${eventId}/participants`);
  expect(listed.json().meta.total).toBe(2);
  // Newest first on the studio's page; the partner's file is in sign-up order.
  expect(listed.json().data.map((row: { email: string }) => row.email)).toEqual([second.email, first.email]);
  expect(listed.json().data[1]).toMatchObject({
    fullName: 'Kim, "Jiwon"',
    email: first.email,
    type: 'paid',
    coins: 25,
  });

  const csv = await as(viewer, 'GET', `/v1/studio/events/${eventId}/participants.csv`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toBe(`attachment; filename="participants-${eventId}.csv"`);
  expect(csv.body.split('\n')[0]).toBe('name,email,phone,sign-up type,coins,signed up at,ticket');
  expect(csv.body).toContain('"Kim, ""Jiwon"""');
  const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row.email)).toEqual([first.email, second.email]);
  expect(rows[0]).toMatchObject({
    name: 'Kim, "Jiwon"',
    phone: first.phone.replace(/\D/g, ''),
    'sign-up type': 'paid',
    coins: '25',
  });
  expect(Date.parse(rows[0]!['signed up at']!)).not.toBeNaN();
  // Each row names the fan's ticket, the one their QR code holds.
  const tickets = await testApp.app.inject({ url: `/v1/member/${first.id}/tickets`, headers: first.auth });
  expect(rows[0]!.ticket).toBe(tickets.json().data[0]._id);
  expect(listed.json().data[1].ticketId).toBe(rows[0]!.ticket);
});

it('an event with sign-ups keeps its price, cannot move to the past nor be deleted; every refusal changes nothing', async () => {
  const eventId = await publishedEvent(10);
  await signUp(eventId);
  const repriced = await as(editor, 'PUT', `/v1/studio/events/${eventId}`, { price: 5 });
  expect(repriced.statusCode).toBe(409);
  expect(repriced.json().code).toBe('HAS_FAN_ACTIVITY');
  expect((await as(editor, 'PUT', `/v1/studio/events/${eventId}`, { date: inDays(-2) })).statusCode).toBe(
    409,
  );
  expect((await as(editor, 'DELETE', `/v1/studio/events/${eventId}`)).statusCode).toBe(409);
  expect((await as(editor, 'GET', `/v1/studio/events/${eventId}`)).json().data).toMatchObject({
    price: 10,
    participantsCount: 1,
  });

  const moved = await as(editor, 'PUT', `/v1/studio/events/${eventId}`, { time: '20:30', capacity: null });
  const approved = await as(
    secondEditor,
    'POST',
    `/v1/studio/revisions/${moved.json().data.pendingRevision._id}/decision`,
    { decision: 'approve' },
  );
  expect(approved.statusCode).toBe(200);
  expect((await as(editor, 'GET', `/v1/studio/events/${eventId}`)).json().data).toMatchObject({
    time: '20:30 WIB',
    capacity: null,
  });
  const fanSees = await testApp.app.inject({ url: `/v1/client/event/${eventId}` });
  expect(fanSees.json().data.time).toBe('20:30 WIB');
});

it('a draft event is not the fans’; an event nobody signed up for is deleted with its audit line', async () => {
  const created = await as(editor, 'POST', '/v1/studio/events', {
    title: 'Watch Party',
    image: await studioImage(testApp, editor),
    description: 'Nonton bareng. / Watch together.',
    category: 'Watch Party',
    date: inDays(5),
    time: '18:00',
    location: 'Bandung',
    price: 0,
  });
  const eventId = created.json().data._id as string;
  expect((await testApp.app.inject({ url: `/v1/client/event/${eventId}` })).statusCode).toBe(404);
  expect((await as(viewer, 'DELETE', `/v1/studio/events/${eventId}`)).statusCode).toBe(403);
  expect((await as(editor, 'DELETE', `/v1/studio/events/${eventId}`)).statusCode).toBe(200);
  const trail = (await as(editor, 'GET', `/v1/studio/audit?recordId=${eventId}`)).json().data;
  expect(trail.map((line: { action: string }) => line.action)).toEqual(['delete', 'create']);
});

it('refuses a bad time or a past date with a bilingual message', async () => {
  const base = {
    title: 'Konser',
    image: 'x',
    description: 'd',
    category: 'Concert',
    location: 'Jakarta',
    price: 0,
  };
  const badTime = await as(editor, 'POST', '/v1/studio/events', { ...base, date: inDays(3), time: '7pm' });
  expect(badTime.statusCode).toBe(400);
  expect(badTime.json().message).toBe('Jam harus HH:MM (WIB) / The time is HH:MM (WIB)');
  const past = await as(editor, 'POST', '/v1/studio/events', { ...base, date: inDays(-3), time: '19:00' });
  expect(past.statusCode).toBe(400);
  expect(past.json()).toMatchObject({ code: 'END_BEFORE_NOW', field: 'date' });
});
