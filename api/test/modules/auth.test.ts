import { registration, waitUntil } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { proofOfWork, registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The forms that ask for a proof of work get a solved one, unless the test sends its own. */
const WITH_PROOF_OF_WORK = ['/v1/auth/register', '/v1/auth/forgot-password/verify'];
const post = async (url: string, payload: unknown) => {
  const solve =
    WITH_PROOF_OF_WORK.includes(url) &&
    typeof payload === 'object' &&
    payload !== null &&
    !('altcha' in payload);
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: (solve ? { ...payload, altcha: await proofOfWork(testApp.app) } : payload) as object,
  });
};
const memberCount = async () =>
  (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM members')).rows[0]!.n;

describe('POST /v1/auth/register', () => {
  it('creates the member, signs them in and never answers the password or its hash', async () => {
    const body = registration({ gender: 'Pria', referalCode: 'KPOP2026' });
    const response = await post('/v1/auth/register', body);
    expect(response.statusCode).toBe(201);
    const { status, message, data } = response.json();
    expect({ status, message }).toEqual({
      status: true,
      message: 'Akun berhasil dibuat! / Account created successfully!',
    });
    expect(data).toMatchObject({
      fullName: body.fullName,
      email: body.email,
      birthDate: '2001-05-07',
      gender: 'Pria',
      phone: '081234567890',
      referalCode: 'KPOP2026',
      coins: 0,
      token_type: 'Bearer',
    });
    expect(data._id).toEqual(expect.any(String));
    expect(data.access_token).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/password|scrypt/i);
    const { rows } = await testApp.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [data._id],
    );
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(body.password);
  });

  it('defaults gender to Wanita', async () => {
    const response = await post('/v1/auth/register', registration());
    expect(response.json().data.gender).toBe('Wanita');
  });

  it.each([
    [
      'a missing full name',
      { fullName: undefined },
      'Mohon lengkapi data yang diperlukan / Please complete required fields',
    ],
    [
      'an empty full name',
      { fullName: '' },
      'Mohon lengkapi data yang diperlukan / Please complete required fields',
    ],
    [
      'a missing email',
      { email: undefined },
      'Mohon lengkapi data yang diperlukan / Please complete required fields',
    ],
    [
      'a missing password',
      { password: undefined },
      'Mohon lengkapi data yang diperlukan / Please complete required fields',
    ],
    [
      'a missing phone',
      { phone: undefined },
      'Mohon lengkapi data yang diperlukan / Please complete required fields',
    ],
    ['a malformed email', { email: 'not-an-email' }, 'Format email tidak valid / Invalid email format'],
    [
      'different passwords',
      { confirmPassword: 'lain12345' },
      'Password tidak cocok / Passwords do not match',
    ],
    [
      'a 7-character password',
      { password: '1234567', confirmPassword: '1234567' },
      'Password minimal 8 karakter / Password must be at least 8 characters',
    ],
    [
      'an avatar on another server',
      { avatar: 'https://evil.example/track.png' },
      'Foto harus diunggah lewat fanhub / The photo must be uploaded to fanhub',
    ],
    [
      'a malformed phone',
      { phone: '+1 555 0100' },
      'Format nomor telepon tidak valid / Invalid phone number format',
    ],
    [
      'a phone with too few digits',
      { phone: '0812345' },
      'Format nomor telepon tidak valid / Invalid phone number format',
    ],
    [
      'an impossible birth date',
      { birthDate: '2001-02-30' },
      'Tanggal lahir tidak valid (YYYY-MM-DD) / Invalid birth date (YYYY-MM-DD)',
    ],
    [
      'an unknown gender',
      { gender: 'X' },
      'Jenis kelamin harus Wanita, Pria atau Lainnya / Gender must be Wanita, Pria or Lainnya',
    ],
    ['a number as full name', { fullName: 42 }, 'Nilai fullName tidak valid / Invalid value for fullName'],
    [
      'an oversized full name',
      { fullName: 'K'.repeat(101) },
      'Nama lengkap maksimal 100 karakter / Full name must be at most 100 characters',
    ],
    [
      'a 10 kB password',
      { password: 'p'.repeat(10_000), confirmPassword: 'p'.repeat(10_000) },
      'Password maksimal 128 karakter / Password must be at most 128 characters',
    ],
    ['coins in the form', { coins: 1000 }, 'Kolom coins tidak dikenal / Unknown field coins'],
  ])('refuses %s with 400 and a bilingual message, writing nothing', async (_case, overrides, message) => {
    const before = await memberCount();
    const response = await post('/v1/auth/register', registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect(await memberCount()).toBe(before);
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    const fan = await registerMember(testApp.app);
    const before = await memberCount();
    const response = await post('/v1/auth/register', registration({ email: fan.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email sudah terdaftar / Email is already registered',
    });
    expect(await memberCount()).toBe(before);
  });

  it('lets only one of two simultaneous registrations with one email through', async () => {
    const body = registration();
    const statuses = (
      await Promise.all([post('/v1/auth/register', body), post('/v1/auth/register', body)])
    ).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
  });
});

describe('POST /v1/auth/login', () => {
  it('answers the member with _id, coins and a bearer token that opens their profile', async () => {
    const fan = await registerMember(testApp.app);
    const response = await post('/v1/auth/login', { email: fan.email, password: fan.password });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Berhasil masuk! / Successfully signed in!');
    expect(data).toMatchObject({ _id: fan.id, email: fan.email, coins: 0 });
    const profile = await testApp.app.inject({
      url: `/v1/member/${fan.id}`,
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const fan = await registerMember(testApp.app);
    const wrongPassword = await post('/v1/auth/login', { email: fan.email, password: 'salah-sekali' });
    const unknownEmail = await post('/v1/auth/login', {
      email: 'nobody@fanhub.test',
      password: fan.password,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Email atau password salah / Incorrect email or password',
      });
    }
  });

  it.each([
    [{ password: 'x' }, 'Email harus diisi / Email is required'],
    [{ email: '', password: 'x' }, 'Email harus diisi / Email is required'],
    [{ email: 'fan@', password: 'x' }, 'Format email tidak valid / Invalid email format'],
    [{ email: 'fan@fanhub.test', password: '' }, 'Password harus diisi / Password is required'],
    [{ email: ['fan@fanhub.test'], password: 'x' }, 'Format email tidak valid / Invalid email format'],
  ])('refuses %j with 400 and a bilingual message', async (payload, message) => {
    const response = await post('/v1/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an expired or forged token with 401', async () => {
    const fan = await registerMember(testApp.app);
    const expired = testApp.app.jwt.sign({ sub: fan.id, typ: 'access', ver: 0 }, { expiresIn: -10 });
    const forged = `${fan.token.slice(0, -4)}AAAA`;
    for (const token of [expired, forged, 'garbage']) {
      const response = await testApp.app.inject({
        url: `/v1/member/${fan.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Silakan masuk terlebih dahulu / Please sign in first');
    }
  });
});

describe('password reset', () => {
  const mailed = async (email: string) =>
    (await testApp.app.inject({ url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` })).json().data as {
      subject: string;
      text: string;
    }[];
  const resetMails = async (email: string) =>
    (await mailed(email)).filter(({ subject }) => subject.includes('reset password'));
  /** The code of the reset mail after the `before` ones: it is sent by the job queue, after the answer. */
  const newCode = async (email: string, before: number) => {
    expect(await waitUntil(async () => (await resetMails(email)).length > before)).toBe(true);
    return /\b(\d{6})\b/.exec((await resetMails(email))[0]!.text)![1]!;
  };
  const askForCode = async (fan: { email: string; phone: string }) => {
    const before = (await resetMails(fan.email)).length;
    const verify = await post('/v1/auth/forgot-password/verify', { email: fan.email, phone: fan.phone });
    expect(verify.statusCode).toBe(200);
    return newCode(fan.email, before);
  };
  const reset = (email: string, code: string, password = 'baru123456', confirmPassword = password) =>
    post('/v1/auth/reset-password', { email, code, password, confirmPassword });

  it('mails a code to the account, never answers it, and the code sets the new password', async () => {
    const fan = await registerMember(testApp.app, { phone: '+62 812-1111-2222' });
    const verify = await post('/v1/auth/forgot-password/verify', {
      email: fan.email,
      phone: '0812 1111 2222',
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toEqual({
      sentTo: expect.stringMatching(/^fa\*+@fanhub\.test$/),
      expiresInMinutes: 15,
    });
    const code = await newCode(fan.email, 0);
    expect(verify.body).not.toContain(code);

    const done = await reset(fan.email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Password berhasil diubah / Password changed successfully');
    expect((await post('/v1/auth/login', { email: fan.email, password: 'baru123456' })).statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email: fan.email, password: fan.password })).statusCode).toBe(401);
    const changed = 'Password fanhub kamu telah diubah / Your fanhub password was changed';
    expect(await waitUntil(async () => (await mailed(fan.email))[0]?.subject === changed)).toBe(true);
  });

  it('ends every session signed before the reset', async () => {
    const fan = await registerMember(testApp.app);
    const profile = (auth: { authorization: string }) =>
      testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: auth });
    expect((await profile(fan.auth)).statusCode).toBe(200);
    await reset(fan.email, await askForCode(fan));
    expect((await profile(fan.auth)).statusCode).toBe(401);
    const login = await post('/v1/auth/login', { email: fan.email, password: 'baru123456' });
    expect((await profile({ authorization: `Bearer ${login.json().data.access_token}` })).statusCode).toBe(
      200,
    );
  });

  it('accepts a code once, only within 15 minutes, and only 5 wrong tries', async () => {
    const fan = await registerMember(testApp.app);
    const code = await askForCode(fan);
    expect((await reset(fan.email, code)).statusCode).toBe(200);
    const again = await reset(fan.email, code, 'ketiga12345');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_CODE_INVALID',
      message:
        'Kode salah atau kedaluwarsa; minta kode baru bila perlu / The code is wrong or has expired; ask for a new code if needed',
    });

    const expiring = await askForCode(fan);
    await testApp.db.query("UPDATE password_reset_codes SET expires_at = now() - interval '1 second'");
    expect((await reset(fan.email, expiring)).statusCode).toBe(400);

    const guessed = await askForCode(fan);
    const wrong = guessed === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await reset(fan.email, wrong)).statusCode).toBe(400);
    // The right code no longer works after five wrong ones.
    expect((await reset(fan.email, guessed)).statusCode).toBe(400);
    expect((await post('/v1/auth/login', { email: fan.email, password: 'baru123456' })).statusCode).toBe(200);
  });

  it("does not reset with someone else's code or an email that has none", async () => {
    const fan = await registerMember(testApp.app);
    const other = await registerMember(testApp.app);
    const code = await askForCode(other);
    expect((await reset(fan.email, code)).statusCode).toBe(400);
    expect((await reset('nobody@fanhub.test', code)).statusCode).toBe(400);
    expect((await reset(other.email, code)).statusCode).toBe(200);
  });

  it('refuses a wrong email + phone pair without saying which was wrong, and sends nothing', async () => {
    const fan = await registerMember(testApp.app);
    const mismatch =
      'Email dan nomor telepon tidak sesuai dengan data yang terdaftar / Email and phone number do not match our records';
    for (const payload of [
      { email: fan.email, phone: '089999999999' },
      { email: 'nobody@fanhub.test', phone: fan.phone },
    ]) {
      const response = await post('/v1/auth/forgot-password/verify', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(mismatch);
    }
    // Only the confirmation mailed at registration: no reset code went out.
    // No reset mail was queued: only the confirmation queued at registration.
    const { rows } = await testApp.db.query<{ name: string }>(
      `SELECT name FROM pgboss.job WHERE data ->> 'memberId' = $1`,
      [fan.id],
    );
    expect(rows).toEqual([{ name: 'confirmationCodeMail' }]);
  });

  it.each([
    [
      { email: 'fan@fanhub.test' },
      'Harap isi email dan nomor telepon / Please fill in email and phone number',
    ],
    [{ email: '', phone: '' }, 'Harap isi email dan nomor telepon / Please fill in email and phone number'],
    [{ email: 'fan-at-fanhub', phone: '081234567890' }, 'Format email tidak valid / Invalid email format'],
    [
      { email: 'fan@fanhub.test', phone: '12345' },
      'Format nomor telepon tidak valid / Invalid phone number format',
    ],
  ])('refuses verification %j with 400', async (payload, message) => {
    const response = await post('/v1/auth/forgot-password/verify', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('checks the new passwords: both filled, equal, at least 8 characters', async () => {
    const fan = await registerMember(testApp.app);
    const code = await askForCode(fan);
    const email = fan.email;
    const cases: [object, string][] = [
      [{ email, code, password: 'abcdefgh' }, 'Isi semua field password / Fill in all password fields'],
      [
        { email, code, password: '', confirmPassword: '' },
        'Isi semua field password / Fill in all password fields',
      ],
      [
        { email, code, password: 'abcdefgh', confirmPassword: 'abcdefgi' },
        'Password tidak cocok / Passwords do not match',
      ],
      [
        { email, code, password: 'abcdefg', confirmPassword: 'abcdefg' },
        'Password minimal 8 karakter / Password must be at least 8 characters',
      ],
      [
        { email, code: '12345', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'Kode harus 6 angka / The code is 6 digits',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/v1/auth/reset-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // None of those used up the code or changed the password.
    expect((await post('/v1/auth/login', { email: fan.email, password: fan.password })).statusCode).toBe(200);
    expect((await reset(fan.email, code)).statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  it("stores scrypt at the configured cost and raises an older hash's cost when the fan next signs in", async () => {
    const fan = await registerMember(testApp.app);
    const hashOf = async () =>
      (
        await testApp.db.query<{ h: string }>('SELECT password_hash AS h FROM members WHERE id = $1', [
          fan.id,
        ])
      ).rows[0]!.h;
    expect(await hashOf()).toMatch(/^scrypt\$1024\$8\$1\$/);
    // The same database, served by an API configured with a higher cost (closing it leaves the database open).
    const app = await buildApp({
      config: { ...testApp.config, passwordScryptN: 4096 },
      db: { ...testApp.db, close: async () => undefined },
      logger: false,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: fan.email, password: fan.password },
      });
      expect(login.statusCode).toBe(200);
      expect(await hashOf()).toMatch(/^scrypt\$4096\$8\$1\$/);
      expect((await post('/v1/auth/login', { email: fan.email, password: fan.password })).statusCode).toBe(
        200,
      );
      // The rehash keeps the session: same password, same token version.
      expect((await testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: fan.auth })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it("uses OWASP's scrypt cost unless told otherwise, and production refuses less", () => {
    expect(loadConfig({}).passwordScryptN).toBe(131_072);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_SCRYPT_N: '16384' })).toThrow(
      /PASSWORD_SCRYPT_N/,
    );
  });
});

describe('rate limits', () => {
  it('answers 429 with a bilingual message once login, register or reset are tried too often', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      for (const url of [
        '/v1/auth/login',
        '/v1/auth/register',
        '/v1/auth/forgot-password/verify',
        '/v1/auth/reset-password',
      ]) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await limited.app.inject({ method: 'POST', url, payload: {} })).statusCode);
        }
        expect(statuses).toEqual([400, 400, 400, 429]);
      }
      const refused = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: {} });
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        // The window is a minute: the same wait in both languages, each in its own words.
        message: expect.stringMatching(
          /^Terlalu banyak percobaan, coba lagi dalam (1 menit \/ Too many attempts, try again in 1 minute|(\d+) detik \/ Too many attempts, try again in \2 seconds)$/,
        ),
      });
    } finally {
      await limited.close();
    }
  });

  it('ignores X-Forwarded-For unless the request came through a configured proxy', async () => {
    const attempts = async (env: Record<string, string>) => {
      const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', ...env });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await limited.app.inject({
            method: 'POST',
            url: '/v1/auth/login',
            payload: {},
            remoteAddress: '203.0.113.9',
            headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
          });
          statuses.push(response.statusCode);
        }
        return statuses;
      } finally {
        await limited.close();
      }
    };
    // Default: nobody is trusted, so a made-up address per attempt changes nothing.
    expect(await attempts({})).toEqual([400, 400, 429]);
    // Behind one trusted proxy, the proxy's X-Forwarded-For names the client.
    expect(await attempts({ TRUST_PROXY: '203.0.113.9' })).toEqual([400, 400, 400]);
  });

  it('limits sign-in attempts per account, from any number of addresses', async () => {
    const limited = await createTestApp({ ACCOUNT_RATE_LIMIT_MAX: '3' });
    try {
      const fan = await registerMember(limited.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: fan.email.toUpperCase(), password: 'wrong-password' },
          remoteAddress: `198.51.100.${attempt}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another account from the same addresses is not affected.
      const other = await registerMember(limited.app);
      const login = await limited.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: other.email, password: other.password },
        remoteAddress: '198.51.100.1',
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
