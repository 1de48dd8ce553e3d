import { authenticatorCode, signInStaff } from '@fanhub/testkit';
import { STAFF_LOCKOUT_MINUTES, STAFF_SIGN_IN_ATTEMPTS } from '@fanhub/contract';
import { inProcess } from '../helpers/in-process';
import { registerMember } from '../helpers/members';
import { newStaffAccount, signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, headers });
const credentials = (account: { email: string; password: string }) => ({
  email: account.email,
  password: account.password,
});
const trail = async (recordId: string) =>
  (
    await testApp.db.query<{ action: string; address: string }>(
      'SELECT action, address FROM staff_audit WHERE record_id = $1 ORDER BY id',
      [recordId],
    )
  ).rows;

describe('signing staff in', () => {
  it('enrols an authenticator at the first sign-in (QR code and key), then asks for its code', async () => {
    const account = await newStaffAccount(testApp, 'editor');
    const first = await post('/v1/studio/auth/sign-in', { email: account.email, password: account.password });
    expect(first.statusCode).toBe(200);
    const enrol = first.json().data;
    expect(enrol).toMatchObject({ step: 'enrol', otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(enrol.qrCode).toMatch(/^data:image\/png;base64,/);
    const done = await post('/v1/studio/auth/second-factor', {
      challenge: enrol.challenge,
      code: await authenticatorCode(enrol.secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      staff: { email: account.email, role: 'editor', secondFactor: true },
    });

    const again = await post('/v1/studio/auth/sign-in', { email: account.email, password: account.password });
    expect(again.json().data).toEqual({ step: 'totp', challenge: expect.any(String) });
    expect((await trail(account.id)).map((line) => line.action)).toEqual(['enrol authenticator', 'sign in']);
  });

  it('never takes the same code twice', async () => {
    const account = await newStaffAccount(testApp, 'viewer');
    const staff = await signInStaff(inProcess(testApp.app), account);
    const step = (await post('/v1/studio/auth/sign-in', credentials(account))).json().data;
    const code = await authenticatorCode(staff.secret);
    expect(
      (await post('/v1/studio/auth/second-factor', { challenge: step.challenge, code })).statusCode,
    ).toBe(200);
    const replay = await post('/v1/studio/auth/second-factor', { challenge: step.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
  });

  it(`locks an account for ${STAFF_LOCKOUT_MINUTES} minutes after ${STAFF_SIGN_IN_ATTEMPTS} wrong passwords or codes, even to the right password`, async () => {
    const account = await newStaffAccount(testApp, 'editor');
    const staff = await signInStaff(inProcess(testApp.app), account);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < STAFF_SIGN_IN_ATTEMPTS - 1; attempt += 1)
      statuses.push(
        (await post('/v1/studio/auth/sign-in', { email: account.email, password: 'not-the-password' }))
          .statusCode,
      );
    const step = (await post('/v1/studio/auth/sign-in', credentials(account))).json().data;
    const lastWrong = await post('/v1/studio/auth/second-factor', {
      challenge: step.challenge,
      code: '000000',
    });
    expect([...statuses, lastWrong.statusCode]).toEqual([401, 401, 401, 401, 429]);
    const refused = await post('/v1/studio/auth/sign-in', credentials(account));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'STAFF_LOCKED',
      message: expect.stringMatching(/coba lagi dalam 15 menit \/ .*try again in 15 minutes/),
    });
    expect((await trail(account.id)).map((line) => line.action)).toEqual([
      'enrol authenticator',
      'sign in',
      'wrong password',
      'wrong password',
      'wrong password',
      'wrong password',
      'wrong authenticator code, locked',
    ]);
    expect(staff.id).toBe(account.id);
  });

  it('answers an unknown email like a wrong password, and writes the attempt in the trail', async () => {
    const unknown = await post('/v1/studio/auth/sign-in', {
      email: 'nobody@studio.fanhub.test',
      password: 'whatever-1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const { rows } = await testApp.db.query<{ action: string }>(
      "SELECT action FROM staff_audit WHERE staff_email = 'nobody@studio.fanhub.test'",
    );
    expect(rows).toEqual([{ action: 'sign-in refused' }]);
  });

  it('refuses a session token as a challenge, and a challenge as a session', async () => {
    const staff = await signedInStaff(testApp, 'viewer');
    const asChallenge = await post('/v1/studio/auth/second-factor', {
      challenge: staff.token,
      code: '123456',
    });
    expect(asChallenge.json()).toMatchObject({ code: 'SIGN_IN_EXPIRED' });
    const account = await newStaffAccount(testApp, 'viewer');
    const { challenge } = (await post('/v1/studio/auth/sign-in', credentials(account))).json().data;
    const me = await testApp.app.inject({
      url: '/v1/studio/me',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('keeps fans and staff apart: a fan token opens no studio call, a staff token no fan call', async () => {
    const fan = await registerMember(testApp.app);
    const staff = await signedInStaff(testApp, 'admin');
    expect((await testApp.app.inject({ url: '/v1/studio/me', headers: fan.auth })).statusCode).toBe(401);
    expect((await testApp.app.inject({ url: '/v1/studio/audit', headers: fan.auth })).statusCode).toBe(401);
    const asFan = await testApp.app.inject({ url: `/v1/member/${staff.id}`, headers: staff.auth });
    expect(asFan.statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ url: '/v1/studio/me', headers: staff.auth })).json().data,
    ).toMatchObject({
      role: 'admin',
    });
  });

  it('ends every session of the account at sign-out', async () => {
    const account = await newStaffAccount(testApp, 'moderator');
    const one = await signInStaff(inProcess(testApp.app), account);
    const two = await signInStaff(inProcess(testApp.app), { ...account, secret: one.secret });
    expect((await post('/v1/studio/auth/sign-out', {}, one.auth)).statusCode).toBe(200);
    for (const session of [one, two])
      expect((await testApp.app.inject({ url: '/v1/studio/me', headers: session.auth })).statusCode).toBe(
        401,
      );
  });
});
