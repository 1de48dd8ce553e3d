import type { ProviderOutcome } from '@fanhub/contract';
import { registerMember, proofOfWork } from '../helpers/members';
import {
  apiWithSignInProvider,
  continueWithProvider,
  fanBrowser,
  landing,
  SITE,
} from '../helpers/sign-in-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Sign in with Google and Apple through the development provider (ADR-294), over real HTTP: the API listening,
// oidc-provider in its own process, a fan's browser following the redirects.
let testApp: TestApp;
let api: string;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ testApp, api, close } = await apiWithSignInProvider());
});
afterAll(() => close?.());

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${api}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; code?: string; message?: string },
  };
};
const handOff = async (landed: URL) =>
  post('/auth/providers/handoff', { handoff: landing(landed).providerSignIn });
const startOf = (provider: 'google' | 'apple', returnTo = '/fanspick') =>
  `${api}/v1/auth/providers/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;
const membersWithEmail = async (email: string) =>
  Number(
    (
      await testApp.db.query<{ count: string }>(
        'SELECT count(*) FROM members WHERE lower(email) = lower($1)',
        [email],
      )
    ).rows[0]!.count,
  );
const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gmail.test`;

it('forgets trips of more than a day ago as new ones start', async () => {
  await testApp.db.query(
    `INSERT INTO provider_sign_ins (state, provider, nonce, code_verifier, return_to, started_at)
     VALUES ('old-trip', 'google', 'n', 'v', '/', now() - interval '25 hours')`,
  );
  const started = await fetch(startOf('google'), { redirect: 'manual' });
  expect(started.status).toBe(302);
  const { rows } = await testApp.db.query(`SELECT state FROM provider_sign_ins WHERE state = 'old-trip'`);
  expect(rows).toEqual([]);
});

it('lists Google and Apple as the development provider', async () => {
  const listed = (await (await fetch(`${api}/v1/auth/providers`)).json()) as { data: unknown };
  expect(listed.data).toEqual([
    { id: 'google', name: 'Google', development: true },
    { id: 'apple', name: 'Apple', development: true },
  ]);
});

it('a new fan continues with Google, finishes the profile, and is signed in with the email confirmed and no password', async () => {
  const email = newEmail('jiwon');
  const landed = await continueWithProvider(fanBrowser(SITE), startOf('google'), email);
  expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE}/fanspick`);
  const handoff = landing(landed).providerSignIn!;
  expect(handoff).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const outcome = await post('/auth/providers/handoff', { handoff });
  expect(outcome.status).toBe(200);
  const next = outcome.body.data as Extract<ProviderOutcome, { kind: 'finish-profile' }>;
  expect(next).toMatchObject({ kind: 'finish-profile', email, fullName: email.split('@')[0] });
  // The handoff is taken once.
  expect((await post('/auth/providers/handoff', { handoff })).body.code).toBe('PROVIDER_SIGN_IN_INVALID');
  expect(await membersWithEmail(email)).toBe(0);

  const profile = { fullName: 'Kim Jiwon', birthDate: '2001-04-09', phone: '081234567890' };
  const registered = await post('/auth/providers/register', {
    ticket: next.ticket,
    ...profile,
    altcha: await proofOfWork(testApp.app),
  });
  expect(registered.status).toBe(201);
  expect(registered.body.data).toMatchObject({
    email,
    fullName: 'Kim Jiwon',
    emailConfirmed: true,
    coins: 0,
  });
  expect(await membersWithEmail(email)).toBe(1);

  // The ticket is used; no password signs in to the account.
  const again = await post('/auth/providers/register', {
    ticket: next.ticket,
    ...profile,
    altcha: await proofOfWork(testApp.app),
  });
  expect(again.body.code).toBe('PROVIDER_SIGN_IN_INVALID');
  const withPassword = await post('/auth/login', { email, password: '!none' });
  expect(withPassword.status).toBe(401);

  // Back another day: Google signs the same fan in at once.
  const returning = await handOff(await continueWithProvider(fanBrowser(SITE), startOf('google'), email));
  expect(returning.body.data).toMatchObject({ kind: 'session', session: { email, emailConfirmed: true } });
});

it('a fan continues with Apple, whose answer is a posted form, and comes back to the page they left', async () => {
  const email = newEmail('apple');
  const landed = await continueWithProvider(fanBrowser(SITE), startOf('apple', '/events?type=free'), email, {
    formPost: true,
  });
  expect(`${landed.pathname}${landed.search}`).toBe('/events?type=free');
  const outcome = await handOff(landed);
  expect(outcome.body.data).toMatchObject({ kind: 'finish-profile', email });
});

it("signs into no existing account by a matching email: the account's password links the provider, and then it signs in", async () => {
  const fan = await registerMember(testApp.app);
  const outcome = await handOff(await continueWithProvider(fanBrowser(SITE), startOf('google'), fan.email));
  const proof = outcome.body.data as Extract<ProviderOutcome, { kind: 'prove-account' }>;
  expect(proof).toEqual({
    kind: 'prove-account',
    ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    email: fan.email,
  });
  expect(JSON.stringify(outcome.body)).not.toContain('access_token');
  const linked = async () =>
    (await testApp.db.query('SELECT provider FROM member_provider_identities WHERE member_id = $1', [fan.id]))
      .rows;

  // A wrong password links nothing and signs into nothing; the ticket stays for another try.
  const wrong = await post('/auth/providers/link', { ticket: proof.ticket, password: 'not-their-password' });
  expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
  expect(wrong.body.message).toBe('Email atau password salah / Incorrect email or password');
  expect(await linked()).toEqual([]);

  const proven = await post('/auth/providers/link', { ticket: proof.ticket, password: fan.password });
  expect(proven.status).toBe(200);
  expect(proven.body.data).toMatchObject({ _id: fan.id, email: fan.email, access_token: expect.any(String) });
  expect(await linked()).toEqual([{ provider: 'google' }]);
  expect(
    (await post('/auth/providers/link', { ticket: proof.ticket, password: fan.password })).body.code,
  ).toBe('PROVIDER_SIGN_IN_INVALID');

  // Linked: Google signs the fan in at once from now on.
  const returning = await handOff(await continueWithProvider(fanBrowser(SITE), startOf('google'), fan.email));
  expect(returning.body.data).toMatchObject({ kind: 'session', session: { _id: fan.id } });

  // The account deleted, its Google identity signs into nothing: the email is a new fan's again.
  const deleted = await fetch(`${api}/v1/member/${fan.id}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
    body: JSON.stringify({ password: fan.password }),
  });
  expect(deleted.status).toBe(200);
  expect(await linked()).toEqual([]);
  const afterDeletion = await handOff(
    await continueWithProvider(fanBrowser(SITE), startOf('google'), fan.email),
  );
  expect(afterDeletion.body.data).toMatchObject({ kind: 'finish-profile', email: fan.email });
});

it('refuses an email the provider has not verified, and creates nothing', async () => {
  const email = `unverified-${newEmail('fan')}`;
  const landed = await continueWithProvider(fanBrowser(SITE), startOf('google'), email);
  expect(landing(landed)).toEqual({ providerSignInError: 'PROVIDER_EMAIL_UNVERIFIED' });
  expect(await membersWithEmail(email)).toBe(0);
});

it('refuses a state it did not start, and a callback replayed with the same state and code', async () => {
  const forged = await fetch(`${api}/v1/auth/providers/google/callback?code=abc&state=forged`, {
    redirect: 'manual',
  });
  expect(forged.status).toBe(302);
  expect(landing(new URL(forged.headers.get('location')!))).toEqual({
    providerSignInError: 'PROVIDER_SIGN_IN_INVALID',
  });

  // The callback's address as the provider sent the fan to it (this browser stops there), then taken twice.
  const browser = fanBrowser(`${api}/v1/auth/providers/google/callback`);
  const signIn = await browser.visit(startOf('google'));
  const consent = await browser.submit(signIn, { login: newEmail('replay'), password: 'any' });
  const callback = (await browser.submit(consent)).url;
  expect(new URL(callback).searchParams.get('code')).toBeTruthy();
  const first = await fetch(callback, { redirect: 'manual' });
  expect(landing(new URL(first.headers.get('location')!)).providerSignIn).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const replayed = await fetch(callback, { redirect: 'manual' });
  expect(landing(new URL(replayed.headers.get('location')!))).toEqual({
    providerSignInError: 'PROVIDER_SIGN_IN_INVALID',
  });
});

it('refuses a page to return to on another site, and a provider that is not configured', async () => {
  const elsewhere = await fetch(startOf('google', '//evil.example/steal'), { redirect: 'manual' });
  expect(elsewhere.status).toBe(400);
  const unconfigured = await createTestApp();
  try {
    const listed = await unconfigured.app.inject({ url: '/v1/auth/providers' });
    expect(listed.json().data).toEqual([]);
    const start = await unconfigured.app.inject({ url: '/v1/auth/providers/google/start' });
    expect(start.statusCode).toBe(404);
  } finally {
    await unconfigured.close();
  }
});
