import type { Fan, SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { createSeededApp } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let moderator: SignedInStaff;
let campaignId: string;

beforeAll(async () => {
  testApp = await createSeededApp();
  moderator = await signedInStaff(testApp, 'moderator');
  const campaigns = await testApp.app.inject({ url: '/v1/client/campaign?limit=100' });
  campaignId = campaigns.json().data.find((c: { status: string }) => c.status !== 'completed')._id;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}

/** A new fan supports the campaign with `message`; answers the fan and the support's studio message id. */
async function supportWith(message: string) {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  const support = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/campaign/support',
    headers: fan.auth,
    payload: { projectId: campaignId, coins: 7, message },
  });
  expect(support.statusCode).toBe(200);
  return { fan, messageId: `support:${support.json().data.supportId as string}` };
}

const campaignPage = async () =>
  (await testApp.app.inject({ url: `/v1/client/campaign/${campaignId}` })).json().data;
const shownOnPage = async (supportId: string) =>
  (await campaignPage()).supports.find((entry: { _id: string }) => entry._id === supportId)?.message;
const report = (fan: Fan, messageId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/messages/report',
    headers: fan.auth,
    payload: { kind: 'support', messageId: messageId.split(':')[1] },
  });

it('a moderator hides a supporter message: the campaign page no longer shows it, totals unchanged, its author sees it marked hidden', async () => {
  const { fan, messageId } = await supportWith('Pesan yang tidak pantas');
  const supportId = messageId.split(':')[1]!;
  const before = await campaignPage();
  expect(await shownOnPage(supportId)).toBe('Pesan yang tidak pantas');

  const hidden = await as(moderator, 'POST', `/v1/studio/messages/${messageId}/moderation`, {
    action: 'hide',
  });
  expect(hidden.statusCode).toBe(200);
  expect(hidden.json().data).toMatchObject({ hidden: 'moderator', reviewed: true, coins: 7 });

  const after = await campaignPage();
  expect(await shownOnPage(supportId)).toBe('');
  expect(after).toMatchObject({ collectedCoins: before.collectedCoins, participants: before.participants });
  const own = await testApp.app.inject({
    url: `/v1/member/${fan.id}/activity?kind=supports`,
    headers: fan.auth,
  });
  expect(own.json().data[0]).toMatchObject({
    message: 'Pesan yang tidak pantas',
    messageHidden: true,
    coins: 7,
  });

  const trail = (
    await as(moderator, 'GET', `/v1/studio/audit?recordId=${encodeURIComponent(messageId)}`)
  ).json();
  expect(trail.data[0]).toMatchObject({
    action: 'hide',
    recordType: 'message',
    staffEmail: moderator.email,
    before: { hidden: null },
    after: { hidden: 'moderator' },
  });

  await as(moderator, 'POST', `/v1/studio/messages/${messageId}/moderation`, { action: 'restore' });
  expect(await shownOnPage(supportId)).toBe('Pesan yang tidak pantas');
});

it('enough different fans reporting a message hide it until a moderator decides; one fan reporting twice counts once', async () => {
  expect(
    (await as(moderator, 'PUT', '/v1/studio/settings/moderation', { autoHideReports: 3 })).statusCode,
  ).toBe(200);
  const { messageId } = await supportWith('Spam spam spam');
  const supportId = messageId.split(':')[1]!;
  const [first, second, third] = await Promise.all([1, 2, 3].map(() => registerMember(testApp.app)));

  expect((await report(first!, messageId)).json().message).toBe(
    'Terima kasih, laporanmu kami terima / Thank you, we have your report',
  );
  await report(first!, messageId);
  await report(second!, messageId);
  expect(await shownOnPage(supportId)).toBe('Spam spam spam');
  await report(third!, messageId);
  expect(await shownOnPage(supportId)).toBe('');
  const reported = (await as(moderator, 'GET', '/v1/studio/messages?state=reported&limit=100')).json().data;
  expect(reported.find((m: { _id: string }) => m._id === messageId)).toMatchObject({
    reports: 3,
    hidden: 'reports',
  });

  // The moderator keeps it: later reports no longer hide it.
  await as(moderator, 'POST', `/v1/studio/messages/${messageId}/moderation`, { action: 'restore' });
  await report(await registerMember(testApp.app), messageId);
  expect(await shownOnPage(supportId)).toBe('Spam spam spam');
  await as(moderator, 'PUT', '/v1/studio/settings/moderation', { autoHideReports: 10 });
});

it('a report of a message that does not exist is a 404 and records nothing', async () => {
  const fan = await registerMember(testApp.app);
  const answer = await report(fan, 'support:00000000-0000-4000-8000-000000000000');
  expect(answer.statusCode).toBe(404);
  const { rows } = await testApp.db.query('SELECT 1 FROM message_reports WHERE member_id = $1', [fan.id]);
  expect(rows).toHaveLength(0);
});

it('a suspended fan loses their sessions and cannot sign in; their coins stay; restored, they can again', async () => {
  const { fan } = await supportWith('Halo');
  const suspended = await as(moderator, 'POST', `/v1/studio/fans/${fan.id}/suspension`, { suspended: true });
  expect(suspended.json().data).toMatchObject({ coins: 93 });
  expect(suspended.json().data.suspendedAt).not.toBeNull();

  const spend = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/campaign/support',
    headers: fan.auth,
    payload: { projectId: campaignId, coins: 1 },
  });
  expect(spend.statusCode).toBe(401);
  const signIn = () =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: fan.email, password: fan.password },
    });
  const refused = await signIn();
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({
    code: 'ACCOUNT_SUSPENDED',
    message:
      'Akun kamu sedang dibekukan oleh moderator; koinmu tetap aman. Hubungi kami / Your account is suspended by a moderator; your coins are safe. Please contact us',
  });

  await as(moderator, 'POST', `/v1/studio/fans/${fan.id}/suspension`, { suspended: false });
  expect((await signIn()).statusCode).toBe(200);
  const fans = (await as(moderator, 'GET', `/v1/studio/fans?q=${encodeURIComponent(fan.email)}`)).json().data;
  expect(fans).toEqual([expect.objectContaining({ _id: fan.id, coins: 93, suspendedAt: null })]);
});

it('finds a fan by name, email or the digits of their phone, however the phone is written', async () => {
  const digits = `0857${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const fan = await registerMember(testApp.app, {
    fullName: 'Sekar Ayuningtyas Wulandari',
    phone: `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`,
  });
  const found = async (q: string) =>
    (
      (await as(moderator, 'GET', `/v1/studio/fans?q=${encodeURIComponent(q)}`)).json().data as {
        _id: string;
      }[]
    ).map((row) => row._id);
  expect(await found('ayuningtyas')).toEqual([fan.id]);
  expect(await found(fan.email.toUpperCase())).toEqual([fan.id]);
  expect(await found(digits)).toEqual([fan.id]);
  // +62 812-… is the same number as 0812…
  expect(await found(`+62 ${digits.slice(1, 4)}-${digits.slice(4)}`)).toEqual([fan.id]);
  expect(await found('+62 000-0000-0000')).toEqual([]);
});

it('lists messages as a queue: those reported and not yet decided on first, however old', async () => {
  const reported = await supportWith('Pesan lama yang dilaporkan');
  const reporter = await registerMember(testApp.app);
  expect((await report(reporter, reported.messageId)).statusCode).toBe(200);
  await supportWith('Pesan baru yang biasa');
  const queue = (await as(moderator, 'GET', '/v1/studio/messages?limit=100')).json().data as {
    _id: string;
    reports: number;
    reviewed: boolean;
  }[];
  const waiting = queue.filter((message) => message.reports > 0 && !message.reviewed);
  expect(waiting.map((message) => message._id)).toContain(reported.messageId);
  expect(queue.slice(0, waiting.length)).toEqual(waiting);
  expect(queue[0]!.reports).toBeGreaterThan(0);
});
