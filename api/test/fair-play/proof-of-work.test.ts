import { registration } from '@fanhub/testkit';
import { proofOfWork, registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const register = (body: object) =>
  testApp.app.inject({ method: 'POST', url: '/v1/auth/register', payload: body });
const signIn = (email: string, password: string, altcha?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password, ...(altcha ? { altcha } : {}) },
  });
const membersNamed = async (email: string) =>
  (await testApp.db.query('SELECT 1 FROM members WHERE lower(email) = lower($1)', [email])).rows.length;

/** The widget's answer (base64 JSON of the challenge and the solution), as a forger edits it. */
interface Answer {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: Record<string, unknown>;
}

/** The widget's answer with one part of it changed. */
function altered(answer: string, change: (payload: Answer) => void): string {
  const payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Answer;
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

it('hands out signed challenges with the configured work, never cached', async () => {
  const answer = await testApp.app.inject({ url: '/v1/auth/challenge' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const { parameters, signature } = answer.json().data;
  expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
  expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000);
  expect(signature).toMatch(/^[0-9a-f]{64}$/);
});

it('registers only with a solved challenge, and each solution once', async () => {
  const body = registration();
  const missing = await register(body);
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'altcha' });

  const solved = await proofOfWork(testApp.app);
  expect((await register({ ...body, altcha: solved })).statusCode).toBe(201);
  const replayed = await register({ ...registration(), altcha: solved });
  expect(replayed.statusCode).toBe(400);
  expect(replayed.json()).toMatchObject({
    code: 'CHALLENGE_FAILED',
    field: 'altcha',
    message:
      'Verifikasi anti-bot tidak berlaku (kedaluwarsa atau sudah dipakai); ulangi verifikasinya / The anti-bot check is not valid (expired or already used); run it again',
  });
});

it('refuses forged solutions: a made-up key, easier parameters, a foreign signature, garbage', async () => {
  const solved = await proofOfWork(testApp.app);
  const forgeries = [
    altered(solved, (payload) => (payload.solution.derivedKey = 'ab'.repeat(32))),
    altered(solved, (payload) => (payload.challenge.parameters.keyPrefix = '00')),
    altered(solved, (payload) => (payload.challenge.signature = 'cd'.repeat(32))),
    altered(solved, (payload) => delete payload.challenge.parameters.keySignature),
    Buffer.from('not json').toString('base64'),
  ];
  for (const altcha of forgeries) {
    const body = registration();
    const answer = await register({ ...body, altcha });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'CHALLENGE_FAILED']);
    expect(await membersNamed(body.email)).toBe(0);
  }
  // The untouched solution still works: the forgeries did not spend it.
  expect((await register({ ...registration(), altcha: solved })).statusCode).toBe(201);
});

it('asks for one before a password reset code is mailed', async () => {
  const fan = await registerMember(testApp.app);
  const verify = (altcha?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password/verify',
      payload: { email: fan.email, phone: fan.phone, ...(altcha ? { altcha } : {}) },
    });
  expect((await verify()).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'altcha' });
  expect((await verify(await proofOfWork(testApp.app))).statusCode).toBe(200);
});

it('asks for one when signing in after three failures at an address, until a sign-in succeeds', async () => {
  const fan = await registerMember(testApp.app);
  for (let failure = 0; failure < 3; failure++) {
    expect((await signIn(fan.email, 'salah-sekali')).statusCode).toBe(401);
  }
  const withoutProof = await signIn(fan.email, fan.password);
  expect(withoutProof.statusCode).toBe(400);
  expect(withoutProof.json()).toMatchObject({
    code: 'CHALLENGE_REQUIRED',
    field: 'altcha',
    message:
      'Selesaikan verifikasi anti-bot dulu, lalu coba lagi / Finish the anti-bot check first, then try again',
  });
  // The same for an address that has no account: the answer says nothing about which accounts exist.
  for (let failure = 0; failure < 3; failure++) await signIn('nobody@fanhub.test', 'salah-sekali');
  expect((await signIn('nobody@fanhub.test', 'salah-sekali')).json().code).toBe('CHALLENGE_REQUIRED');

  const signedIn = await signIn(fan.email.toUpperCase(), fan.password, await proofOfWork(testApp.app));
  expect(signedIn.statusCode).toBe(200);
  expect((await signIn(fan.email, fan.password)).statusCode).toBe(200);
});
