import { randomUUID } from 'node:crypto';
import type { Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

// A concert's on-sale: many fans at once for few seats (issue 69, migration 041). On PostgreSQL the sign-ups
// run on 16 connections at once, as the API's pool does; on PGlite one after another.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createSeededApp({}, 16);
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const PRICE = 20;

async function concert(capacity: number, fansMayCancel = false): Promise<string> {
  const { rows } = await testApp.db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price, capacity,
                         fans_may_cancel)
     VALUES ('On-sale Night / On-sale Night', '/v1/file/none.png', 'Seats', 'Concert', current_date + 10,
             '19:00 WIB', 'Jakarta', $1, $2, $3)
     RETURNING id`,
    [PRICE, capacity, fansMayCancel],
  );
  return rows[0]!.id;
}

async function fansWithCoins(count: number): Promise<Fan[]> {
  const fans: Fan[] = [];
  // Ten registrations at a time: the proof of work and the password hash are the slow part.
  while (fans.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - fans.length) }, () => registerMember(testApp.app)),
    );
    fans.push(...batch);
  }
  for (const fan of fans) await grantCoins(testApp.db, fan.id, PRICE);
  return fans;
}

const signUp = (fan: Fan, eventId: string, { key = randomUUID(), type = 'paid' } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': key },
    payload: { eventId, type },
  });

const seats = async (eventId: string) => {
  const { rows } = await testApp.db.query<{ seats: number; taken: number; signUps: number; tickets: number }>(
    `SELECT (SELECT sum(seats)::integer FROM event_seat_stripes WHERE event_id = $1) AS seats,
            (SELECT sum(taken)::integer FROM event_seat_stripes WHERE event_id = $1) AS taken,
            (SELECT count(*)::integer FROM event_sign_ups WHERE event_id = $1) AS "signUps",
            (SELECT count(*)::integer FROM event_tickets WHERE event_id = $1 AND revoked_at IS NULL) AS tickets`,
    [eventId],
  );
  return rows[0]!;
};

it('sells 50 seats to exactly 50 of 200 fans signing up at once, each with a ticket, the rest keeping their coins', async () => {
  const eventId = await concert(50);
  const fans = await fansWithCoins(200);
  const answers = await Promise.all(fans.map((fan) => signUp(fan, eventId)));

  const sold = fans.filter((_, n) => answers[n]!.statusCode === 200);
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(sold).toHaveLength(50);
  expect(refused.map((answer) => answer.json())).toEqual(
    Array.from({ length: 150 }, () => ({
      status: false,
      code: 'SOLD_OUT',
      message: 'Tiket event ini sudah habis / This event is sold out',
    })),
  );
  expect(await seats(eventId)).toEqual({ seats: 50, taken: 50, signUps: 50, tickets: 50 });
  expect(await accountBalance(testApp.db, 'event', eventId)).toBe(50 * PRICE);
  for (const fan of fans)
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(sold.includes(fan) ? 0 : PRICE);
  const { rows: ticketHolders } = await testApp.db.query<{ member_id: string }>(
    'SELECT member_id FROM event_tickets WHERE event_id = $1',
    [eventId],
  );
  expect(ticketHolders.map((row) => row.member_id).sort()).toEqual(sold.map((fan) => fan.id).sort());
  // Each seat's mail was queued by its sign-up's own statement: one job a ticket, none for the fans refused.
  const { rows: mailJobs } = await testApp.db.query<{ tickets: number; jobs: number }>(
    `SELECT count(DISTINCT t.id)::int AS tickets, count(j.id)::int AS jobs
     FROM pgboss.job j JOIN event_tickets t ON t.id::text = j.data ->> 'ticketId'
     WHERE j.name = 'ticketMail' AND t.event_id = $1`,
    [eventId],
  );
  expect(mailJobs[0]).toEqual({ tickets: 50, jobs: 50 });
});

it('follows the capacity staff set mid-sale: lowered below what is sold it sells nothing more, raised it sells the difference', async () => {
  const eventId = await concert(30);
  const fans = await fansWithCoins(40);
  const first = await Promise.all(fans.slice(0, 10).map((fan) => signUp(fan, eventId)));
  expect(first.every((answer) => answer.statusCode === 200)).toBe(true);

  await testApp.db.query('UPDATE events SET capacity = 6 WHERE id = $1', [eventId]);
  const lowered = await Promise.all(fans.slice(10, 20).map((fan) => signUp(fan, eventId)));
  expect(lowered.map((answer) => answer.statusCode)).toEqual(Array(10).fill(409));
  expect(await seats(eventId)).toEqual({ seats: 10, taken: 10, signUps: 10, tickets: 10 });

  await testApp.db.query('UPDATE events SET capacity = 15 WHERE id = $1', [eventId]);
  const raised = await Promise.all(fans.slice(20, 40).map((fan) => signUp(fan, eventId)));
  expect(raised.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
  expect(await seats(eventId)).toEqual({ seats: 15, taken: 15, signUps: 15, tickets: 15 });

  // Without a limit the event has no stripes, and every fan gets in.
  await testApp.db.query('UPDATE events SET capacity = NULL WHERE id = $1', [eventId]);
  expect((await signUp(fans[10]!, eventId)).statusCode).toBe(200);
  expect(await seats(eventId)).toEqual({ seats: null, taken: null, signUps: 16, tickets: 16 });
});

it('gives a cancelled seat back: the next fan gets it, once', async () => {
  const eventId = await concert(3, true);
  const fans = await fansWithCoins(6);
  await Promise.all(fans.slice(0, 4).map((fan) => signUp(fan, eventId)));
  expect((await seats(eventId)).signUps).toBe(3);
  const { rows } = await testApp.db.query<{ member_id: string }>(
    'SELECT member_id FROM event_sign_ups WHERE event_id = $1 LIMIT 1',
    [eventId],
  );
  const leaving = fans.find((fan) => fan.id === rows[0]!.member_id)!;
  const cancelled = await testApp.app.inject({
    method: 'POST',
    url: `/v1/client/event/${eventId}/cancel-sign-up`,
    headers: leaving.auth,
  });
  expect(cancelled.statusCode).toBe(200);
  expect(await seats(eventId)).toEqual({ seats: 3, taken: 2, signUps: 2, tickets: 2 });

  const again = await Promise.all(fans.slice(4, 6).map((fan) => signUp(fan, eventId)));
  expect(again.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(await seats(eventId)).toEqual({ seats: 3, taken: 3, signUps: 3, tickets: 3 });
});

it('refuses a ticket signed for a name that has changed since, and moves nothing', async () => {
  const eventId = await concert(10);
  const [fan] = await fansWithCoins(1);
  const ticket = {
    id: randomUUID(),
    keyId: 'k',
    secret: 'signed-for-the-old-name',
    validUntil: (
      await testApp.db.query<{ at: string }>(
        'SELECT iso_time(jakarta_midnight_after(event_date)) AS at FROM events WHERE id = $1',
        [eventId],
      )
    ).rows[0]!.at,
    fullName: 'A Name From Before',
  };
  await expect(
    testApp.db.query('SELECT * FROM sign_up_for_event($1, $2, $3, $4, $5, $6, true, NULL, NULL)', [
      fan!.id,
      eventId,
      'paid',
      'Pendaftaran Berhasil! / Registration Successful!',
      JSON.stringify({ paid: '%1$s', free: '%1$s', partner: '%1$s' }),
      JSON.stringify(ticket),
    ]),
  ).rejects.toMatchObject({ message: expect.stringContaining('TICKET_STALE') });
  expect(await accountBalance(testApp.db, 'member', fan!.id)).toBe(PRICE);
  expect(await seats(eventId)).toEqual({ seats: 10, taken: 0, signUps: 0, tickets: 0 });
});

it('tells a sold-out event at once only where the database would: a seated fan replays their answer, the rest keep their own refusals', async () => {
  const eventId = await concert(1);
  const [seated, late] = await fansWithCoins(2);
  const key = randomUUID();
  const first = await signUp(seated!, eventId, { key });
  expect(first.statusCode).toBe(200);

  // The same request again after the last seat went: the first answer, not "sold out".
  const replay = await signUp(seated!, eventId, { key });
  expect(replay.statusCode).toBe(200);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.json()).toEqual(first.json());
  expect((await signUp(seated!, eventId)).json()).toMatchObject({ code: 'ALREADY_SIGNED_UP' });
  expect((await signUp(late!, eventId)).json()).toMatchObject({ code: 'SOLD_OUT' });

  // A sold-out event taken the wrong way, past, or hidden: told that, as the database tells it.
  const wrongType = await signUp(late!, eventId, { type: 'free' });
  expect(wrongType.json()).toMatchObject({ code: 'SIGN_UP_TYPE_MISMATCH' });
  await testApp.db.query("UPDATE events SET publication = 'closed' WHERE id = $1", [eventId]);
  expect((await signUp(late!, eventId)).json()).toMatchObject({ code: 'EVENT_ENDED' });
  await testApp.db.query("UPDATE events SET publication = 'draft' WHERE id = $1", [eventId]);
  expect((await signUp(late!, eventId)).statusCode).toBe(404);
  expect(await accountBalance(testApp.db, 'member', late!.id)).toBe(PRICE);
  expect(await seats(eventId)).toEqual({ seats: 1, taken: 1, signUps: 1, tickets: 1 });
});
