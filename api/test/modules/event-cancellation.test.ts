import { randomUUID } from 'node:crypto';
import type { DoorPack, FanEvent, MySignUp, ReconciliationDay, ScanOutcome, Ticket } from '@fanhub/contract';
import type { Fan, SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { signedInStaff, studioImage } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let door: SignedInStaff;
let finance: SignedInStaff;
let events: FanEvent[];

beforeAll(async () => {
  testApp = await createSeededApp();
  door = await signedInStaff(testApp, 'door');
  finance = await signedInStaff(testApp, 'finance');
  events = (await getJson<{ data: FanEvent[] }>(testApp.app, '/v1/client/event?limit=100')).data.filter(
    (e) => !e.ended && e.status !== 'sold-out' && (e.capacity === null || e.capacity > 20),
  );
});
afterAll(() => testApp.close());

const eventOf = (type: 'free' | 'paid', skip = 0) => events.filter((e) => e.signUpType === type)[skip]!;
/** The studio sets it; here straight in the database, as the test is about the fan's and finance's calls. */
const letFansCancel = (eventId: string, may = true) =>
  testApp.db.query('UPDATE events SET fans_may_cancel = $2 WHERE id = $1', [eventId, may]);

const balanceOf = async (fan: Fan) =>
  (await getJson<{ data: { coins: number } }>(testApp.app, `/v1/member/${fan.id}`, fan.auth)).data.coins;
const mySignUp = async (fan: Fan, eventId: string) =>
  (await getJson<{ data: MySignUp }>(testApp.app, `/v1/client/event/${eventId}/my-sign-up`, fan.auth)).data;
const ticketsOf = async (fan: Fan, eventId: string) =>
  (await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth)).data.filter(
    (ticket) => ticket.eventId === eventId,
  );
const participantsOf = async (eventId: string) =>
  (await getJson<{ data: FanEvent }>(testApp.app, `/v1/client/event/${eventId}`)).data.participantsCount;

async function signUp(fan: Fan, event: FanEvent) {
  if (event.signUpType === 'paid') await grantCoins(testApp.db, fan.id, event.price);
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { eventId: event._id, type: event.signUpType },
  });
  expect(answer.statusCode).toBe(200);
}
const cancel = (fan: Fan, eventId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/v1/client/event/${eventId}/cancel-sign-up`,
    headers: fan.auth,
  });
const scanAtDoor = async (eventId: string, secret: string) =>
  (
    (
      await testApp.app.inject({
        method: 'POST',
        url: `/v1/studio/events/${eventId}/door/scans`,
        headers: door.auth,
        payload: {
          door: 'Gate A',
          scans: [
            {
              nonce: randomUUID(),
              secret,
              direction: 'entry',
              scannedAt: new Date().toISOString(),
              admittedOffline: false,
            },
          ],
        },
      })
    ).json() as { data: { outcomes: ScanOutcome[] } }
  ).data.outcomes[0]!.result;

test('a fan cancels a paid sign-up the event allows them to: coins back, the ticket refused at the door, the seat free, and they may sign up again', async () => {
  const event = eventOf('paid');
  await letFansCancel(event._id);
  const fan = await registerMember(testApp.app);
  const seatsTaken = await participantsOf(event._id);
  await signUp(fan, event);
  expect(await mySignUp(fan, event._id)).toMatchObject({ signedUp: true, mayCancel: true });
  const [ticket] = await ticketsOf(fan, event._id);
  expect(await balanceOf(fan)).toBe(0);

  const cancelled = await cancel(fan, event._id);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json()).toMatchObject({
    message: `Pendaftaran dibatalkan; ${event.price} Koin kembali ke saldomu / Sign-up cancelled; ${event.price} coins are back in your balance`,
    data: { balance: event.price, event: { participantsCount: seatsTaken } },
  });
  expect(await balanceOf(fan)).toBe(event.price);
  expect(await mySignUp(fan, event._id)).toMatchObject({ signedUp: false, mayCancel: false });
  expect(await ticketsOf(fan, event._id)).toMatchObject([{ _id: ticket!._id, revoked: true }]);
  expect(await scanAtDoor(event._id, ticket!.secret)).toBe('revoked');
  const statement = await getJson<{ data: { description: string; amount: number }[] }>(
    testApp.app,
    `/v1/member/${fan.id}/statement`,
    fan.auth,
  );
  expect(statement.data[0]).toMatchObject({ amount: event.price });
  expect(statement.data[0]!.description).toContain('Pendaftaran dibatalkan, koin kembali');

  // Once only; then the fan signs up again and gets a new ticket the doors take.
  expect((await cancel(fan, event._id)).json()).toMatchObject({ code: 'NOT_SIGNED_UP' });
  await signUp(fan, event);
  const fresh = (await ticketsOf(fan, event._id)).find((held) => !held.revoked)!;
  expect(fresh._id).not.toBe(ticket!._id);
  expect(await scanAtDoor(event._id, fresh.secret)).toBe('ok');
  await expectLedgerSound(testApp.db);
});

test('twenty cancellations of one sign-up at once return its coins once', async () => {
  const event = eventOf('paid', 1);
  await letFansCancel(event._id);
  const fan = await registerMember(testApp.app);
  await signUp(fan, event);
  const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(fan, event._id)));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  expect(await balanceOf(fan)).toBe(event.price);
  await expectLedgerSound(testApp.db);
});

test('where the event does not allow it, or on its day, cancelling is refused in both languages and changes nothing', async () => {
  const event = eventOf('free');
  const fan = await registerMember(testApp.app);
  await signUp(fan, event);
  await letFansCancel(event._id, false);
  const refused = async () => {
    const answer = await cancel(fan, event._id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'CANCEL_NOT_ALLOWED',
      message:
        'Pendaftaran ini tidak bisa dibatalkan: event ini tidak mengizinkannya, atau harinya sudah tiba / This sign-up cannot be cancelled: the event does not allow it, or its day has come',
    });
    expect(await mySignUp(fan, event._id)).toMatchObject({ signedUp: true, mayCancel: false });
    expect((await ticketsOf(fan, event._id)).map((ticket) => ticket.revoked)).toEqual([false]);
  };
  await refused();
  const { rows } = await testApp.db.query<{ date: string }>(
    `SELECT to_char(event_date, 'YYYY-MM-DD') AS date FROM events WHERE id = $1`,
    [event._id],
  );
  try {
    await letFansCancel(event._id);
    await testApp.db.query('UPDATE events SET event_date = today_in_jakarta() WHERE id = $1', [event._id]);
    await refused();
  } finally {
    await testApp.db.query('UPDATE events SET event_date = $2 WHERE id = $1', [event._id, rows[0]!.date]);
  }
  const stranger = await registerMember(testApp.app);
  expect((await cancel(stranger, event._id)).json()).toMatchObject({ code: 'NOT_SIGNED_UP' });
});

test('finance refunds a paid sign-up with a reason (audited): the coins go back, the door refuses the ticket; editors may not, and twice is refused', async () => {
  const event = eventOf('paid', 2);
  const fan = await registerMember(testApp.app);
  await signUp(fan, event);
  const [ticket] = await ticketsOf(fan, event._id);
  const participants = await getJson<{ data: { _id: string; fullName: string }[] }>(
    testApp.app,
    `/v1/studio/events/${event._id}/participants?limit=100`,
    finance.auth,
  );
  const signUpId = participants.data.find((participant) => participant.fullName === fan.fullName)!._id;
  const refund = (staff: SignedInStaff) =>
    testApp.app.inject({
      method: 'POST',
      url: `/v1/studio/events/${event._id}/sign-ups/${signUpId}/refund`,
      headers: staff.auth,
      payload: { reason: 'Fan sakit, ada surat dokter / The fan is ill, with a doctor’s note' },
    });
  expect((await refund(await signedInStaff(testApp, 'editor'))).statusCode).toBe(403);
  expect(await balanceOf(fan)).toBe(0);

  expect((await refund(finance)).statusCode).toBe(200);
  expect(await balanceOf(fan)).toBe(event.price);
  expect(await scanAtDoor(event._id, ticket!.secret)).toBe('revoked');
  const pack = await getJson<{ data: DoorPack }>(
    testApp.app,
    `/v1/studio/events/${event._id}/door`,
    door.auth,
  );
  expect(pack.data.tickets.find((held) => held._id === ticket!._id)?.revoked).toBe(true);
  const again = await refund(finance);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Pendaftaran ini sudah dibatalkan / This sign-up is already cancelled');

  const trail = await getJson<{ data: { action: string; before: object; after: object }[] }>(
    testApp.app,
    `/v1/studio/audit?recordId=${signUpId}`,
    finance.auth,
  );
  expect(trail.data).toMatchObject([
    {
      action: 'refund',
      before: { cancelledAt: null, coins: event.price },
      after: {
        reason: 'Fan sakit, ada surat dokter / The fan is ill, with a doctor’s note',
        coins: event.price,
      },
    },
  ]);
  // The day's reconciliation holds the refund to its transfer, and the ticket's transfer to its moved sign-up.
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const day = (
    await getJson<{ data: ReconciliationDay[] }>(
      testApp.app,
      `/v1/studio/reconciliation?from=${today}&to=${today}`,
      finance.auth,
    )
  ).data[0]!;
  expect(day.rows.filter((row) => row.difference !== 0 || row.detail.length > 0)).toEqual([]);
  expect(
    day.rows.find((row) => row.check.startsWith('Events: pendaftaran dibatalkan'))!.ledger,
  ).toBeGreaterThanOrEqual(event.price);
  await expectLedgerSound(testApp.db);
});

test('the studio sets whether fans may cancel an event: off unless an editor says so', async () => {
  const editor = await signedInStaff(testApp, 'editor');
  const image = await studioImage(testApp, editor);
  const create = (fansMayCancel?: boolean) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/studio/events',
      headers: editor.auth,
      payload: {
        title: 'Fan Meeting Batal Boleh',
        image,
        description: 'Boleh batal sampai H-1. / Cancel until the day before.',
        category: 'Fan Meeting',
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        time: '19:00',
        location: 'Jakarta',
        price: 50,
        ...(fansMayCancel !== undefined && { fansMayCancel }),
      },
    });
  for (const [asked, kept] of [
    [true, true],
    [undefined, false],
  ] as const) {
    const answer = await create(asked);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.fansMayCancel).toBe(kept);
  }
});
