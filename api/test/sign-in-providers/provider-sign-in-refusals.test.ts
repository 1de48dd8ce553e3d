import {
  apiWithSignInProvider,
  continueWithProvider,
  fanBrowser,
  landing,
  SITE,
} from '../helpers/sign-in-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';

// ID tokens the API must refuse (ADR-294), from the development provider told to make one mistake in each, still
// signed with its own published key: only the check of that claim can refuse them. Over real HTTP, as the
// provider-sign-in test.

/** The claim whose check refuses each mistake, as openid-client names it in the API's log. */
const REFUSED_CLAIM = { audience: '"aud"', issuer: '"iss"', expired: '"exp"' } as const;

describe.each(['audience', 'issuer', 'expired'] as const)('an ID token with the wrong %s', (mistake) => {
  let testApp: TestApp;
  let api: string;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ testApp, api, close } = await apiWithSignInProvider({ mistake }));
  });
  afterAll(() => close?.());

  it('is refused with the bilingual code, and signs in or creates nothing', async () => {
    const email = `${mistake}-${Date.now()}@gmail.test`;
    const landed = await continueWithProvider(
      fanBrowser(SITE),
      `${api}/v1/auth/providers/google/start?returnTo=%2Ffanspick`,
      email,
    );
    expect(`${landed.pathname}`).toBe('/fanspick');
    expect(landing(landed)).toEqual({ providerSignInError: 'PROVIDER_SIGN_IN_INVALID' });
    const { rows } = await testApp.db.query(
      'SELECT count(*)::int AS trips FROM provider_sign_ins WHERE identity IS NOT NULL OR handoff IS NOT NULL',
    );
    expect(rows).toEqual([{ trips: 0 }]);
    expect((await testApp.db.query('SELECT 1 FROM members WHERE email = $1', [email])).rows).toEqual([]);
    // Refused by that claim's check, not by anything else.
    const refusals = testApp.logs.filter((line) => line.includes('sign-in provider answer refused'));
    expect(refusals).toHaveLength(1);
    expect(JSON.parse(refusals[0]!).err.message).toContain(REFUSED_CLAIM[mistake]);
  });
});

it('limits the start and callback calls per address, as the other sign-in calls', async () => {
  const testApp = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '2',
    // Never reached: a callback with a state it did not start is refused before any call to the provider.
    DEVELOPMENT_SIGN_IN_PROVIDER: 'http://127.0.0.1:9',
  });
  try {
    const callback = () =>
      testApp.app.inject({ url: '/v1/auth/providers/google/callback?code=a&state=forged' });
    expect((await callback()).statusCode).toBe(302);
    expect((await callback()).statusCode).toBe(302);
    const limited = await callback();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  } finally {
    await testApp.close();
  }
});

it('refuses input shaped to break it with its reason, and changes nothing', async () => {
  const testApp = await createTestApp({ DEVELOPMENT_SIGN_IN_PROVIDER: 'http://127.0.0.1:9' });
  try {
    const trips = async () =>
      (await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_sign_ins')).rows[0]!.n;
    // Apple's form, with keys that would reach an object's prototype: a refused sign-in, not an error.
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/providers/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__[admin]=1&constructor[prototype][x]=1&state=forged&code=a',
    });
    expect(form.statusCode).toBe(302);
    expect(landing(new URL(form.headers.location as string))).toEqual({
      providerSignInError: 'PROVIDER_SIGN_IN_INVALID',
    });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    const refusals = [
      { url: '/v1/auth/providers/google/callback?state=' + 'x'.repeat(5000) },
      { url: '/v1/auth/providers/facebook/start' },
      { method: 'POST' as const, url: '/v1/auth/providers/handoff', payload: { handoff: 12345 } },
      {
        method: 'POST' as const,
        url: '/v1/auth/providers/handoff',
        payload: { handoff: 'a'.repeat(43), x: 1 },
      },
      {
        method: 'POST' as const,
        url: '/v1/auth/providers/handoff',
        headers: { 'content-type': 'application/json' },
        payload: '{"handoff":"' + 'a'.repeat(43) + '","__proto__":{"admin":true}}',
      },
      {
        method: 'POST' as const,
        url: '/v1/auth/providers/register',
        payload: {
          ticket: 'a'.repeat(43),
          fullName: 'x'.repeat(101),
          birthDate: '2001-02-30',
          phone: '08',
          altcha: 'x',
        },
      },
      {
        method: 'POST' as const,
        url: '/v1/auth/providers/link',
        payload: { ticket: 'a'.repeat(43), password: ['x'] },
      },
    ];
    for (const request of refusals) {
      const answer = await testApp.app.inject(request);
      expect({ url: request.url, status: answer.statusCode }).toEqual({ url: request.url, status: 400 });
      expect(answer.json().message).toMatch(/ \/ /);
    }
    // A well-formed code that names no trip: refused as invalid, not found out.
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/providers/handoff',
      payload: { handoff: 'a'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('PROVIDER_SIGN_IN_INVALID');
    expect(await trips()).toBe(0);
  } finally {
    await testApp.close();
  }
});
