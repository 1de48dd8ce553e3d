import { randomUUID } from 'node:crypto';
import type { DoorPack, FanEvent, ScanOutcome, Ticket } from '@fanhub/contract';
import { readTicket, signTicket } from '@fanhub/contract/dist/ticket-secret';
import type { Fan, SignedInStaff } from '@fanhub/testkit';
import { newTicketSigningKey } from '../../src/modules/tickets/signing-keys';
import { grantCoins, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { signedInStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let door: SignedInStaff;
let events: FanEvent[];

beforeAll(async () => {
  testApp = await createSeededApp();
  door = await signedInStaff(testApp, 'door');
  events = (await getJson<{ data: FanEvent[] }>(testApp.app, '/v1/client/event?limit=100')).data;
});
afterAll(() => testApp.close());

const openEvent = (type: 'free' | 'paid', skip = 0) =>
  events.filter(
    (e) =>
      e.signUpType === type &&
      !e.ended &&
      e.status !== 'sold-out' &&
      (e.capacity === null || e.capacity > 20),
  )[skip]!;

/** A new fan signed up for `event` (with the coins a paid one costs), and their ticket for it. */
async function fanWithTicket(event: FanEvent): Promise<{ fan: Fan; ticket: Ticket }> {
  const fan = await registerMember(testApp.app);
  if (event.signUpType === 'paid') await grantCoins(testApp.db, fan.id, event.price);
  const signUp = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { eventId: event._id, type: event.signUpType },
  });
  expect(signUp.statusCode).toBe(200);
  const tickets = await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth);
  const ticket = tickets.data.find((held) => held.eventId === event._id)!;
  return { fan, ticket };
}

const scans = (eventId: string, doorName: string, sent: object[], staff = door) =>
  testApp.app.inject({
    method: 'POST',
    url: `/v1/studio/events/${eventId}/door/scans`,
    headers: staff.auth,
    payload: { door: doorName, scans: sent },
  });
const scan = (
  secret: string,
  fields: Partial<{ direction: string; nonce: string; admittedOffline: boolean; scannedAt: string }> = {},
) => ({
  nonce: randomUUID(),
  secret,
  direction: 'entry',
  scannedAt: new Date().toISOString(),
  admittedOffline: false,
  ...fields,
});
const outcomesOf = (answer: { json: () => { data: { outcomes: ScanOutcome[]; inside: number } } }) =>
  answer.json().data;

test("a sign-up's ticket is signed for its event and fan, and anyone can check it with the published keys", async () => {
  const event = openEvent('paid');
  const { fan, ticket } = await fanWithTicket(event);
  expect(ticket).toMatchObject({
    eventId: event._id,
    eventTitle: event.title,
    revoked: false,
    fanName: fan.fullName,
  });
  const keys = await getJson<{ data: { id: string; publicKey: string }[] }>(
    testApp.app,
    '/v1/client/event/ticket-keys',
  );
  const read = await readTicket(ticket.secret, keys.data);
  expect(read).toMatchObject({ claims: { e: event._id, t: ticket._id, u: ticket.validUntil } });
  expect('claims' in read && read.claims.n).toMatch(/^\w\*+/);
  // Reading again issues nothing more.
  const again = await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth);
  expect(again.data.filter((held) => held.eventId === event._id)).toEqual([ticket]);
});

test('the same nonce twice checks in once; a second entry is already_redeemed; out and in again', async () => {
  const event = openEvent('free');
  const { ticket } = await fanWithTicket(event);
  const first = scan(ticket.secret);
  const admitted = outcomesOf(await scans(event._id, 'Gate A', [first]));
  expect(admitted.outcomes).toMatchObject([{ result: 'ok', ticketId: ticket._id, conflict: false }]);
  const insideAfterFirst = admitted.inside;
  const retried = outcomesOf(await scans(event._id, 'Gate A', [first]));
  expect(retried).toMatchObject({ outcomes: [{ result: 'ok' }], inside: insideAfterFirst });
  expect(outcomesOf(await scans(event._id, 'Gate B', [scan(ticket.secret)])).outcomes[0]!.result).toBe(
    'already_redeemed',
  );
  const outAndIn = outcomesOf(
    await scans(event._id, 'Gate A', [scan(ticket.secret, { direction: 'exit' }), scan(ticket.secret)]),
  );
  expect(outAndIn.outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok']);
  const counted = await testApp.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticket_scans WHERE ticket_id = $1 AND result = 'ok'",
    [ticket._id],
  );
  expect(counted.rows[0]!.n).toBe(3);
});

test('a forged, other-event, expired or malformed ticket is refused with its reason', async () => {
  const event = openEvent('free');
  const other = openEvent('free', 1);
  const { ticket } = await fanWithTicket(event);
  const { ticket: elsewhere } = await fanWithTicket(other);
  const [claims, signature] = ticket.secret.split('.').slice(1);
  const tampered = `fh1.${claims!.slice(0, -2)}AA.${signature}`;
  const foreignKey = await newTicketSigningKey('db-1');
  const forged = await signTicket(
    { e: event._id, t: ticket._id, n: 'X**', u: ticket.validUntil },
    foreignKey,
  );
  const answers = outcomesOf(
    await scans(event._id, 'Gate A', [
      scan(forged),
      scan(tampered),
      scan('not a ticket'),
      scan(elsewhere.secret),
      scan(ticket.secret, { scannedAt: new Date(Date.parse(ticket.validUntil) + 60_000).toISOString() }),
    ]),
  );
  expect(answers.outcomes.map((outcome) => outcome.result)).toEqual([
    'invalid',
    'invalid',
    'invalid',
    'other_event',
    'invalid_time',
  ]);
});

test('a secret naming a key the door does not hold (constructor, __proto__, toString) is invalid, its batch still decided', async () => {
  const event = openEvent('free', 3);
  const { ticket } = await fanWithTicket(event);
  const foreignKey = await newTicketSigningKey('db-1');
  const crafted = await Promise.all(
    ['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((keyName) =>
      signTicket(
        { e: event._id, t: ticket._id, n: 'X**', u: ticket.validUntil },
        { ...foreignKey, id: keyName },
      ),
    ),
  );
  const answer = await scans(event._id, 'Gate A', [
    ...crafted.map((secret) => scan(secret)),
    scan(ticket.secret),
  ]);
  expect(answer.statusCode).toBe(200);
  expect(outcomesOf(answer).outcomes.map((outcome) => outcome.result)).toEqual([
    'invalid',
    'invalid',
    'invalid',
    'invalid',
    'ok',
  ]);
});

test('finance revokes a ticket (audited): every door refuses it, and the fan gets a new one the doors take', async () => {
  const event = openEvent('paid', 1);
  const { fan, ticket } = await fanWithTicket(event);
  const revoke = (staff: SignedInStaff) =>
    testApp.app.inject({
      method: 'POST',
      url: `/v1/studio/events/${event._id}/tickets/${ticket._id}/revoke`,
      headers: staff.auth,
      payload: { reason: 'Tiket tersebar di media sosial / Ticket leaked on social media' },
    });
  expect((await revoke(await signedInStaff(testApp, 'editor'))).statusCode).toBe(403);
  const finance = await signedInStaff(testApp, 'finance');
  expect((await revoke(finance)).statusCode).toBe(200);

  expect(outcomesOf(await scans(event._id, 'Gate A', [scan(ticket.secret)])).outcomes[0]!.result).toBe(
    'revoked',
  );
  const pack = await getJson<{ data: DoorPack }>(
    testApp.app,
    `/v1/studio/events/${event._id}/door`,
    door.auth,
  );
  expect(pack.data.tickets.find((held) => held._id === ticket._id)).toMatchObject({
    revoked: true,
    inside: false,
  });
  const held = (
    await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth)
  ).data.filter((kept) => kept.eventId === event._id);
  expect(held.map((kept) => kept.revoked).sort()).toEqual([false, true]);
  const replacement = held.find((kept) => !kept.revoked)!;
  expect(outcomesOf(await scans(event._id, 'Gate A', [scan(replacement.secret)])).outcomes[0]!.result).toBe(
    'ok',
  );
  const trail = await getJson<{ data: { action: string; after: { revokedReason: string } }[] }>(
    testApp.app,
    `/v1/studio/audit?recordId=${ticket._id}`,
    finance.auth,
  );
  expect(trail.data).toMatchObject([
    {
      action: 'revoke',
      after: { revokedReason: 'Tiket tersebar di media sosial / Ticket leaked on social media' },
    },
  ]);
});

test('two doors that let one ticket in while offline: one entry, one conflict staff see', async () => {
  const event = openEvent('free', 2);
  const { fan, ticket } = await fanWithTicket(event);
  const at = new Date().toISOString();
  const north = outcomesOf(
    await scans(event._id, 'North', [scan(ticket.secret, { admittedOffline: true, scannedAt: at })]),
  );
  const south = outcomesOf(
    await scans(event._id, 'South', [scan(ticket.secret, { admittedOffline: true, scannedAt: at })]),
  );
  expect(north.outcomes[0]).toMatchObject({ result: 'ok', conflict: false });
  expect(south.outcomes[0]).toMatchObject({
    result: 'already_redeemed',
    conflict: true,
    fanName: fan.fullName,
  });
  const viewer = await signedInStaff(testApp, 'viewer');
  const conflicts = await getJson<{ data: { door: string; result: string; ticketId: string }[] }>(
    testApp.app,
    `/v1/studio/events/${event._id}/door/conflicts`,
    viewer.auth,
  );
  expect(conflicts.data).toMatchObject([{ door: 'South', result: 'already_redeemed', ticketId: ticket._id }]);
  const pack = await getJson<{ data: DoorPack }>(
    testApp.app,
    `/v1/studio/events/${event._id}/door`,
    door.auth,
  );
  expect(pack.data.tickets.filter((held) => held.inside).map((held) => held._id)).toEqual([ticket._id]);
});

test("an offline entry uploaded after a later exit at another door leaves the fan outside: scans count in the doors' order", async () => {
  const event = openEvent('free', 3);
  const { ticket } = await fanWithTicket(event);
  const packOf = async () =>
    (await getJson<{ data: DoorPack }>(testApp.app, `/v1/studio/events/${event._id}/door`, door.auth)).data;
  const insideBefore = (await packOf()).inside;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  // North let the fan in 30 minutes ago and out 10 minutes ago; South, offline, had let them in 20 minutes ago.
  const north = outcomesOf(
    await scans(event._id, 'North', [
      scan(ticket.secret, { scannedAt: minutesAgo(30) }),
      scan(ticket.secret, { direction: 'exit', scannedAt: minutesAgo(10) }),
    ]),
  );
  expect(north.outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok']);
  const south = outcomesOf(
    await scans(event._id, 'South', [
      scan(ticket.secret, { admittedOffline: true, scannedAt: minutesAgo(20) }),
    ]),
  );
  expect(south.outcomes[0]!.result).toBe('ok');
  expect(south.inside).toBe(insideBefore);
  const pack = await packOf();
  expect(pack.tickets.find((held) => held._id === ticket._id)!.inside).toBe(false);
  expect(pack.inside).toBe(insideBefore);
});

test('a door whose clock runs an hour ahead does not keep its fan inside past a later exit', async () => {
  const event = openEvent('free', 3);
  const { ticket } = await fanWithTicket(event);
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  await scans(event._id, 'North', [scan(ticket.secret, { scannedAt: inAnHour })]);
  const exit = outcomesOf(await scans(event._id, 'South', [scan(ticket.secret, { direction: 'exit' })]));
  expect(exit.outcomes[0]!.result).toBe('ok');
  const pack = await getJson<{ data: DoorPack }>(
    testApp.app,
    `/v1/studio/events/${event._id}/door`,
    door.auth,
  );
  expect(pack.data.tickets.find((held) => held._id === ticket._id)!.inside).toBe(false);
});

test('a door fetches its pack once, then only the tickets that changed: a scan, a new sign-up, a renamed fan', async () => {
  const event = openEvent('paid', 2);
  const held = [await fanWithTicket(event), await fanWithTicket(event), await fanWithTicket(event)];
  const pack = async (since?: string) =>
    (
      await getJson<{ data: DoorPack }>(
        testApp.app,
        `/v1/studio/events/${event._id}/door${since ? `?since=${encodeURIComponent(since)}` : ''}`,
        door.auth,
      )
    ).data;
  // The event's tickets were issued and its fans last changed an hour ago.
  await testApp.db.query(
    "UPDATE event_tickets SET changed_at = now() - interval '1 hour' WHERE event_id = $1",
    [event._id],
  );
  await testApp.db.query(
    "UPDATE members SET updated_at = now() - interval '1 hour' WHERE id IN (SELECT member_id FROM event_tickets WHERE event_id = $1)",
    [event._id],
  );
  const whole = await pack();
  expect(whole.increment).toBe(false);
  expect(whole.tickets.length).toBeGreaterThanOrEqual(3);
  const quiet = await pack(whole.cursor);
  expect(quiet).toMatchObject({ increment: true, tickets: [], inside: whole.inside, keys: whole.keys });

  const [entered, , renamed] = held;
  await scans(event._id, 'North', [scan(entered!.ticket.secret)]);
  const newcomer = await fanWithTicket(event);
  const rename = await testApp.app.inject({
    method: 'PUT',
    url: `/v1/member/${renamed!.fan.id}`,
    headers: renamed!.fan.auth,
    payload: { fullName: 'Kim Minji' },
  });
  expect(rename.statusCode).toBe(200);
  const changed = await pack(quiet.cursor);
  expect(changed.increment).toBe(true);
  expect(changed.inside).toBe(whole.inside + 1);
  expect(changed.tickets.map((ticket) => ticket._id).sort()).toEqual(
    [entered!.ticket._id, newcomer.ticket._id, renamed!.ticket._id].sort(),
  );
  expect(changed.tickets.find((ticket) => ticket._id === entered!.ticket._id)).toMatchObject({
    inside: true,
  });
  expect(changed.tickets.find((ticket) => ticket._id === renamed!.ticket._id)).toMatchObject({
    fanName: 'Kim Minji',
  });

  const wrong = await testApp.app.inject({
    url: `/v1/studio/events/${event._id}/door?since=yesterday`,
    headers: door.auth,
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('`since` berupa waktu ISO 8601 / `since` is an ISO 8601 time');
  // A time the format takes that JavaScript's Date does not (a leap second) is the database's to read.
  const leapSecond = await testApp.app.inject({
    url: `/v1/studio/events/${event._id}/door?since=${encodeURIComponent('2026-12-31T23:59:60Z')}`,
    headers: door.auth,
  });
  expect(leapSecond.statusCode).toBe(200);
  expect(leapSecond.json().data.increment).toBe(true);
});

test('a door lists the events it checks at and admits a fan staff found by name, decided as a scan of their code', async () => {
  const event = openEvent('free', 1);
  const { fan, ticket } = await fanWithTicket(event);
  const doorEvents = await getJson<{ data: { _id: string; date: string }[] }>(
    testApp.app,
    '/v1/studio/door/events',
    door.auth,
  );
  expect(doorEvents.data.map((listed) => listed._id)).toContain(event._id);
  const yesterday = new Date(Date.now() - 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  expect(doorEvents.data.every((listed) => listed.date >= yesterday)).toBe(true);
  const packOf = async () =>
    (await getJson<{ data: DoorPack }>(testApp.app, `/v1/studio/events/${event._id}/door`, door.auth)).data;
  expect((await packOf()).tickets.find((held) => held._id === ticket._id)).toEqual({
    _id: ticket._id,
    fanName: fan.fullName,
    validUntil: ticket.validUntil,
    inside: false,
    revoked: false,
  });

  const byName = () => ({
    nonce: randomUUID(),
    ticketId: ticket._id,
    direction: 'entry',
    scannedAt: new Date().toISOString(),
    admittedOffline: false,
  });
  const first = outcomesOf(await scans(event._id, 'Desk', [byName()]));
  expect(first.outcomes[0]).toMatchObject({ result: 'ok', ticketId: ticket._id, fanName: fan.fullName });
  expect(outcomesOf(await scans(event._id, 'Desk', [byName()])).outcomes[0]).toMatchObject({
    result: 'already_redeemed',
  });

  // A scan naming its ticket both ways, or neither, refuses the whole batch: its exit is not applied.
  const { nonce: _nonce, ...exitByName } = { ...byName(), direction: 'exit' };
  const { ticketId: _ticketId, ...neither } = exitByName;
  for (const refused of [
    [scan(ticket.secret, { direction: 'exit' }), { ...scan(ticket.secret), ticketId: ticket._id }],
    [{ ...neither, nonce: randomUUID() }],
  ]) {
    const answer = await scans(event._id, 'Desk', refused);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      "Setiap pindaian berisi kode tiket atau id tiket, tidak keduanya / Each scan holds a ticket's code or its id, not both",
    );
  }
  expect((await packOf()).tickets.find((held) => held._id === ticket._id)?.inside).toBe(true);
  expect(
    outcomesOf(await scans(event._id, 'Desk', [{ ...byName(), ticketId: randomUUID() }])).outcomes[0],
  ).toMatchObject({ result: 'invalid', ticketId: null });
  expect(
    (
      await testApp.app.inject({
        url: '/v1/studio/door/events',
        headers: (await signedInStaff(testApp, 'editor')).auth,
      })
    ).statusCode,
  ).toBe(403);
});

test('the door reads only its door: door staff are refused the rest of the studio, and fans the door', async () => {
  const event = openEvent('free');
  expect((await testApp.app.inject({ url: '/v1/studio/votings', headers: door.auth })).statusCode).toBe(403);
  const fan = await registerMember(testApp.app);
  expect(
    (await testApp.app.inject({ url: `/v1/studio/events/${event._id}/door`, headers: fan.auth })).statusCode,
  ).toBe(401);
  const editor = await signedInStaff(testApp, 'editor');
  expect((await scans(event._id, 'Gate A', [scan('x')], editor)).statusCode).toBe(403);
});

test("a ticket's mail going out is no change a door's next pack repeats", async () => {
  const event = openEvent('free');
  const { ticket } = await fanWithTicket(event);
  const { rows } = await testApp.db.query<{ changedAt: string }>(
    'UPDATE event_tickets SET changed_at = changed_at - interval \'1 hour\', mailed_at = NULL WHERE id = $1 RETURNING changed_at AS "changedAt"',
    [ticket._id],
  );
  await testApp.db.query('UPDATE event_tickets SET mailed_at = now() WHERE id = $1', [ticket._id]);
  const after = await testApp.db.query<{ changedAt: string }>(
    'SELECT changed_at AS "changedAt" FROM event_tickets WHERE id = $1',
    [ticket._id],
  );
  expect(after.rows[0]!.changedAt).toBe(rows[0]!.changedAt);
  await testApp.db.query("UPDATE event_tickets SET revoked_at = now(), revoked_reason = 'x' WHERE id = $1", [
    ticket._id,
  ]);
  const revoked = await testApp.db.query<{ changedAt: string }>(
    'SELECT changed_at AS "changedAt" FROM event_tickets WHERE id = $1',
    [ticket._id],
  );
  expect(revoked.rows[0]!.changedAt > rows[0]!.changedAt).toBe(true);
});
