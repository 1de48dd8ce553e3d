import { registerFan } from '@fanhub/testkit';
import { enqueuePush, ONE_FAN } from '../../src/modules/push/enqueue';
import { inProcess } from '../helpers/in-process';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUSH_SEND: 'false', PUSH_SCHEDULE_EVERY_MS: '0' });
});
afterAll(() => testApp.close());

const subscription = (id: string) => ({
  endpoint: `https://push.example.com/send/${id}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
});
const post = (auth: Record<string, string>, url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, headers: auth, payload });

it('keeps a fan’s device once, gives it to whoever signs in on it, and forgets it on request', async () => {
  const [first, second] = [
    await registerFan(inProcess(testApp.app)),
    await registerFan(inProcess(testApp.app)),
  ];
  expect((await post(first.auth, '/v1/client/push/subscriptions', subscription('d1'))).statusCode).toBe(200);
  expect((await post(first.auth, '/v1/client/push/subscriptions', subscription('d1'))).statusCode).toBe(200);
  await post(second.auth, '/v1/client/push/subscriptions', subscription('d1'));
  const owners = await testApp.db.query<{ member_id: string }>('SELECT member_id FROM push_subscriptions');
  expect(owners.rows).toEqual([{ member_id: second.id }]);
  // Another fan cannot remove it; its fan can.
  await post(first.auth, '/v1/client/push/subscriptions/remove', { endpoint: subscription('d1').endpoint });
  expect((await testApp.db.query('SELECT 1 FROM push_subscriptions')).rows).toHaveLength(1);
  await post(second.auth, '/v1/client/push/subscriptions/remove', { endpoint: subscription('d1').endpoint });
  expect((await testApp.db.query('SELECT 1 FROM push_subscriptions')).rows).toHaveLength(0);
});

it('refuses what is not a browser’s subscription, in both languages', async () => {
  const fan = await registerFan(inProcess(testApp.app));
  const insecure = await post(fan.auth, '/v1/client/push/subscriptions', {
    ...subscription('x'),
    endpoint: 'http://push.example.com/x',
  });
  expect(insecure.statusCode).toBe(400);
  expect(insecure.json().message).toBe('Alamat push harus https / The push endpoint must be https');
  expect((await post({}, '/v1/client/push/subscriptions', subscription('y'))).statusCode).toBe(401);
});

it('queues a message once per device and event, never a kind the fan switched off', async () => {
  const fan = await registerFan(inProcess(testApp.app));
  await post(fan.auth, '/v1/client/push/subscriptions', subscription('q1'));
  await post(fan.auth, '/v1/client/push/subscriptions', subscription('q2'));
  const message = {
    kind: 'event_tomorrow' as const,
    key: 'event-tomorrow:e1',
    title: 't',
    body: 'b',
    url: '/event/e1',
  };
  expect(await enqueuePush(testApp.db, ONE_FAN, [fan.id], message)).toBe(2);
  expect(await enqueuePush(testApp.db, ONE_FAN, [fan.id], message)).toBe(0);

  const changed = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/client/push/preferences',
    headers: fan.auth,
    payload: { muted: ['event_tomorrow'], quietNights: true },
  });
  expect(changed.json().data).toEqual({
    muted: ['event_tomorrow'],
    quietNights: true,
    heartsReminderHour: null,
  });
  expect(await enqueuePush(testApp.db, ONE_FAN, [fan.id], { ...message, key: 'event-tomorrow:e2' })).toBe(0);
  const bad = await testApp.app.inject({
    method: 'PUT',
    url: '/v1/client/push/preferences',
    headers: fan.auth,
    payload: { muted: ['everything'], quietNights: true },
  });
  expect(bad.statusCode).toBe(400);
});

it.each([
  ['2026-11-25T23:30:00+07:00', true, '2026-11-26T00:00:00.000Z'],
  ['2026-11-25T03:00:00+07:00', true, '2026-11-25T00:00:00.000Z'],
  ['2026-11-25T12:00:00+07:00', true, '2026-11-25T05:00:00.000Z'],
  ['2026-11-25T23:30:00+07:00', false, '2026-11-25T16:30:00.000Z'],
])('a message made at %s (quiet nights: %s) may go at %s', async (made, quiet, sendable) => {
  const { rows } = await testApp.db.query<{ at: string }>('SELECT push_not_before($1, $2) AS at', [
    quiet,
    made,
  ]);
  expect(rows[0]!.at).toBe(sendable);
});
