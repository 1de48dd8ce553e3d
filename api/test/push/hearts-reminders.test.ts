import { registerFan, type Fan } from '@fanhub/testkit';
import { checkIn } from '../../src/ledger/hearts';
import { schedulePushes } from '../../src/modules/push/scheduler';
import { inProcess } from '../helpers/in-process';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUSH_SEND: 'false', PUSH_SCHEDULE_EVERY_MS: '0' });
});
afterAll(() => testApp.close());

/** A moment in Jakarta on a day of the test's own (the scheduler and check-ins take the clock they act at). */
const jakarta = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

/** A fan with one device, quiet nights off, reminded from `hour` (null: never), some kinds muted. */
async function fanWithDevice(heartsReminderHour: number | null, muted: string[] = []): Promise<Fan> {
  const fan = await registerFan(inProcess(testApp.app));
  const device = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/push/subscriptions',
    headers: fan.auth,
    payload: {
      endpoint: `https://push.example.com/send/${fan.id}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
  });
  expect(device.statusCode).toBe(200);
  const chosen = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/client/push/preferences',
    headers: fan.auth,
    payload: { muted, quietNights: false, heartsReminderHour },
  });
  expect(chosen.json().data).toEqual({ muted, quietNights: false, heartsReminderHour });
  return fan;
}

const remindersOf = async (fan: Fan) =>
  (
    await testApp.db.query<{ title: string; url: string; expires: string }>(
      `SELECT o.title, o.url, iso_time(o.expires_at) AS expires FROM push_outbox o
       JOIN push_subscriptions s ON s.id = o.subscription_id
       WHERE s.member_id = $1 AND o.kind = 'hearts_reminder' ORDER BY o.id`,
      [fan.id],
    )
  ).rows;

test('a fan hears once a day, from the hour they chose, that their check-in waits, or that their streak breaks tonight', async () => {
  const day = '2027-03-10';
  const waiting = await fanWithDevice(19);
  const onAStreak = await fanWithDevice(19);
  await checkIn(testApp.db, onAStreak.id, jakarta('2027-03-09', '08:00'));
  const checkedIn = await fanWithDevice(19);
  await checkIn(testApp.db, checkedIn.id, jakarta(day, '07:30'));
  const neverAsked = await fanWithDevice(null);
  const switchedOff = await fanWithDevice(7, ['hearts_reminder']);

  await schedulePushes(testApp.db, jakarta(day, '18:59'));
  expect(await remindersOf(waiting)).toEqual([]);

  await schedulePushes(testApp.db, jakarta(day, '19:05'));
  await schedulePushes(testApp.db, jakarta(day, '20:30'));
  const midnight = '2027-03-10T17:00:00.000Z';
  expect(await remindersOf(waiting)).toEqual([
    {
      title: "Hati hari ini menunggumu / Today's hearts are waiting",
      url: '/member-area/hati',
      expires: midnight,
    },
  ]);
  expect(await remindersOf(onAStreak)).toEqual([
    {
      title: 'Streak-mu putus malam ini / Your streak breaks tonight',
      url: '/member-area/hati',
      expires: midnight,
    },
  ]);
  for (const fan of [checkedIn, neverAsked, switchedOff]) expect(await remindersOf(fan)).toEqual([]);

  // The next day is a new reminder.
  await schedulePushes(testApp.db, jakarta('2027-03-11', '19:00'));
  expect(await remindersOf(waiting)).toHaveLength(2);
});

test('a reminder hour outside the day (07-21 WIB) is refused in both languages, and leaving it out keeps it', async () => {
  const fan = await fanWithDevice(8);
  const refused = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/client/push/preferences',
    headers: fan.auth,
    payload: { muted: [], quietNights: true, heartsReminderHour: 23 },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Jam pengingat 7 sampai 21 WIB / The reminder hour is 7 to 21 WIB');
  const kept = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/client/push/preferences',
    headers: fan.auth,
    payload: { muted: [], quietNights: true },
  });
  expect(kept.json().data).toEqual({ muted: [], quietNights: true, heartsReminderHour: 8 });
});
