import { randomUUID } from 'node:crypto';
import {
  CONFIRMATION_SUBJECT,
  developmentOutbox,
  mailedCode,
  registration,
  topUp,
  type Fan,
  waitUntil,
} from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { inProcess } from '../helpers/in-process';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, proofOfWork, registerMember } from '../helpers/members';
import { createSeededApp } from '../helpers/seeded-app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { liveVoting } from '../helpers/votings';

let testApp: TestApp;
let projectId: string;

beforeAll(async () => {
  // Seeded: the coin packages fans top up with.
  testApp = await createSeededApp();
  projectId = (await liveVoting(testApp)).projectIds[0]!;
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const call = (fan: Fan, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: fan.auth, ...(payload ? { payload } : {}) });
const vote = (fan: Fan, coins = 10) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { projectId, coins },
  });
const profile = async (fan: Fan) => (await call(fan, 'GET', `/v1/member/${fan.id}`)).json().data;
/** The newest code mailed to the fan (at `address`), once the job queue has sent what it holds for them. */
const codeFor = async (fan: Fan, address = fan.email) => {
  const unsent = async () =>
    (
      await testApp.db.query(
        `SELECT 1 FROM pgboss.job WHERE name = 'confirmationCodeMail' AND data ->> 'memberId' = $1
           AND state IN ('created', 'retry', 'active')`,
        [fan.id],
      )
    ).rows.length;
  expect(await waitUntil(async () => (await unsent()) === 0)).toBe(true);
  return mailedCode(developmentOutbox(inProcess(testApp.app)), address, CONFIRMATION_SUBJECT);
};
const unconfirmedFan = () => registerMember(testApp.app, {}, { unconfirmed: true });
const votesOf = async (fan: Fan) =>
  (await testApp.db.query('SELECT 1 FROM votes WHERE member_id = $1', [fan.id])).rows.length;
/** Moves the fan's last code back in time, as if `seconds` had passed since it was sent. */
const ageLastCode = (fan: Fan, seconds: number) =>
  testApp.db.query(
    `UPDATE email_confirmations SET last_sent_at = last_sent_at - make_interval(secs => $2) WHERE member_id = $1`,
    [fan.id, seconds],
  );

it("refuses an unconfirmed account's vote and moves nothing; it may still top up", async () => {
  const fan = await unconfirmedFan();
  expect(await profile(fan)).toMatchObject({ emailConfirmed: false });
  const bought = await topUp(inProcess(testApp.app), fan);
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(bought);

  const refused = await vote(fan);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({
    code: 'EMAIL_NOT_CONFIRMED',
    message:
      'Konfirmasi email kamu dulu: masukkan kode yang kami kirim, lalu coba lagi / Confirm your email first: enter the code we sent, then try again',
  });
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(bought);
  expect(await votesOf(fan)).toBe(0);

  const confirmed = await call(fan, 'POST', '/v1/auth/email-confirmation', {
    code: await codeFor(fan),
  });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data).toMatchObject({ emailConfirmed: true, coins: bought });
  expect((await vote(fan)).statusCode).toBe(200);
  expect(await votesOf(fan)).toBe(1);
});

it('takes five wrong codes at most, then only a new code confirms', async () => {
  const fan = await unconfirmedFan();
  const code = await codeFor(fan);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await call(fan, 'POST', '/v1/auth/email-confirmation', { code: wrong });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'CONFIRMATION_CODE_INVALID']);
  }
  const tooLate = await call(fan, 'POST', '/v1/auth/email-confirmation', { code });
  expect(tooLate.json().code).toBe('CONFIRMATION_CODE_INVALID');
  const notDigits = await call(fan, 'POST', '/v1/auth/email-confirmation', { code: '12ab56' });
  expect(notDigits.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: 'Kode harus 6 angka / The code is 6 digits',
  });

  await ageLastCode(fan, 61);
  expect((await call(fan, 'POST', '/v1/auth/email-confirmation/resend')).statusCode).toBe(200);
  const fresh = await codeFor(fan);
  expect((await call(fan, 'POST', '/v1/auth/email-confirmation', { code: fresh })).statusCode).toBe(200);
  const again = await call(fan, 'POST', '/v1/auth/email-confirmation', { code: fresh });
  expect([again.statusCode, again.json().code]).toEqual([409, 'EMAIL_ALREADY_CONFIRMED']);
  const resend = await call(fan, 'POST', '/v1/auth/email-confirmation/resend');
  expect([resend.statusCode, resend.json().code]).toEqual([409, 'EMAIL_ALREADY_CONFIRMED']);
});

it('resends a code at most once a minute and five times an hour, saying how long to wait', async () => {
  const fan = await unconfirmedFan();
  const first = await codeFor(fan);
  const tooSoon = await call(fan, 'POST', '/v1/auth/email-confirmation/resend');
  expect(tooSoon.statusCode).toBe(429);
  expect(tooSoon.json().message).toMatch(
    /^Tunggu (\d+) detik sebelum meminta kode baru \/ Wait \1 seconds before asking for a new code$/,
  );
  for (let send = 2; send <= 5; send++) {
    await ageLastCode(fan, 61);
    const resent = await call(fan, 'POST', '/v1/auth/email-confirmation/resend');
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toEqual({
      sentTo: expect.stringMatching(/^fa\*+@fanhub\.test$/),
      expiresInMinutes: 60,
    });
  }
  await ageLastCode(fan, 61);
  const sixth = await call(fan, 'POST', '/v1/auth/email-confirmation/resend');
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json().message).toBe(
    'Sudah 5 kode dalam satu jam; coba lagi nanti / That is 5 codes within an hour; try again later',
  );
  // Only the newest code confirms.
  const newest = await codeFor(fan);
  expect(newest).not.toBe(first);
  if (first !== newest) {
    expect((await call(fan, 'POST', '/v1/auth/email-confirmation', { code: first })).statusCode).toBe(400);
  }
  expect((await call(fan, 'POST', '/v1/auth/email-confirmation', { code: newest })).statusCode).toBe(200);
});

it('confirms a changed email again before the fan spends', async () => {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 50);
  expect((await vote(fan)).statusCode).toBe(200);
  const email = `moved-${randomUUID().slice(0, 8)}@fanhub.test`;
  const changed = await call(fan, 'PUT', `/v1/member/${fan.id}`, { email, currentPassword: fan.password });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data).toMatchObject({ email, emailConfirmed: false });
  expect((await vote(fan)).json().code).toBe('EMAIL_NOT_CONFIRMED');
  const confirmed = await call(fan, 'POST', '/v1/auth/email-confirmation', {
    code: await codeFor(fan, email),
  });
  expect(confirmed.json().data).toMatchObject({ email, emailConfirmed: true });
  expect((await vote(fan)).statusCode).toBe(200);
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(30);
});

it('keeps where an account was registered from, for moderators', async () => {
  const body = { ...registration(), altcha: await proofOfWork(testApp.app) };
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    headers: { 'x-fanhub-device': 'device-4f2a' },
    remoteAddress: '203.0.113.9',
    payload: body,
  });
  expect(answer.statusCode).toBe(201);
  expect(answer.json().data).toMatchObject({ emailConfirmed: false });
  const { rows } = await testApp.db.query(
    'SELECT host(registered_from) AS address, registration_device AS device FROM members WHERE id = $1',
    [answer.json().data._id],
  );
  expect(rows[0]).toEqual({ address: '203.0.113.9', device: 'device-4f2a' });
});

it('registers the fan even when the mail server is down; the code waits on the job queue for the server', async () => {
  const mailDown = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  try {
    const fan = await registerMember(mailDown.app, {}, { unconfirmed: true });
    const { rows } = await mailDown.db.query('SELECT 1 FROM email_confirmations WHERE member_id = $1', [
      fan.id,
    ]);
    expect(rows).toHaveLength(1);
    // Its first try failed; the queue tries again later, with the code sealed.
    const retrying = async () =>
      (
        await mailDown.db.query<{ state: string; error: string; data: string }>(
          `SELECT state, output ->> 'message' AS error, data::text FROM pgboss.job
           WHERE name = 'confirmationCodeMail' AND data ->> 'memberId' = $1`,
          [fan.id],
        )
      ).rows;
    expect(await waitUntil(async () => (await retrying())[0]?.state === 'retry')).toBe(true);
    const [job] = await retrying();
    expect(job!.error).toContain('ECONNREFUSED');
    expect(job!.data).not.toContain(fan.email);
    expect(job!.data).not.toMatch(/"\d{6}"/);
  } finally {
    await mailDown.close();
  }
});
