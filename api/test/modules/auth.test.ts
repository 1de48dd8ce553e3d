import { registerMember, registration } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const post = (url: string, payload: unknown) =>
  harness.app.inject({ method: 'POST', url, payload: payload as object });
const memberCount = async () =>
  (await harness.db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM members')).rows[0]!.n;

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
    const { rows } = await harness.db.query<{ password_hash: string }>(
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
      'a 5-character password',
      { password: '12345', confirmPassword: '12345' },
      'Password minimal 6 karakter / Password must be at least 6 characters',
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
    const fan = await registerMember(harness.app);
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
    const fan = await registerMember(harness.app);
    const response = await post('/v1/auth/login', { email: fan.email, password: fan.password });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Berhasil masuk! / Successfully signed in!');
    expect(data).toMatchObject({ _id: fan.id, email: fan.email, coins: 0 });
    const profile = await harness.app.inject({
      url: `/v1/member/${fan.id}`,
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const fan = await registerMember(harness.app);
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
    const fan = await registerMember(harness.app);
    const expired = harness.app.jwt.sign({ sub: fan.id, typ: 'access' }, { expiresIn: -10 });
    const forged = `${fan.token.slice(0, -4)}AAAA`;
    for (const token of [expired, forged, 'garbage']) {
      const response = await harness.app.inject({
        url: `/v1/member/${fan.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Silakan masuk terlebih dahulu / Please sign in first');
    }
  });
});

describe('password reset', () => {
  it('verifies email + phone, sets the new password, and the old one stops working', async () => {
    const fan = await registerMember(harness.app, { phone: '+62 812-1111-2222' });
    const verify = await post('/v1/auth/forgot-password/verify', {
      email: fan.email,
      phone: '0812 1111 2222',
    });
    expect(verify.statusCode).toBe(200);
    const { resetToken } = verify.json().data;

    const reset = await post('/v1/auth/reset-password', {
      resetToken,
      password: 'baru123456',
      confirmPassword: 'baru123456',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password berhasil diubah / Password changed successfully');

    expect((await post('/v1/auth/login', { email: fan.email, password: 'baru123456' })).statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email: fan.email, password: fan.password })).statusCode).toBe(401);
  });

  it('refuses a wrong email + phone pair without saying which was wrong', async () => {
    const fan = await registerMember(harness.app);
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

  it('checks the new passwords: both filled, equal, at least 6 characters', async () => {
    const fan = await registerMember(harness.app);
    const verify = await post('/v1/auth/forgot-password/verify', { email: fan.email, phone: fan.phone });
    const { resetToken } = verify.json().data;
    const cases: [object, string][] = [
      [{ resetToken, password: 'abcdef' }, 'Isi semua field password / Fill in all password fields'],
      [
        { resetToken, password: '', confirmPassword: '' },
        'Isi semua field password / Fill in all password fields',
      ],
      [
        { resetToken, password: 'abcdef', confirmPassword: 'abcdeg' },
        'Password tidak cocok / Passwords do not match',
      ],
      [
        { resetToken, password: 'abc', confirmPassword: 'abc' },
        'Password minimal 6 karakter / Password must be at least 6 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/v1/auth/reset-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await post('/v1/auth/login', { email: fan.email, password: fan.password })).statusCode).toBe(200);
  });

  it('accepts a reset token once, and never an access token or a forged one', async () => {
    const fan = await registerMember(harness.app);
    const { resetToken } = (
      await post('/v1/auth/forgot-password/verify', { email: fan.email, phone: fan.phone })
    ).json().data;
    const use = (token: string) =>
      post('/v1/auth/reset-password', {
        resetToken: token,
        password: 'pertama1',
        confirmPassword: 'pertama1',
      });
    expect((await use(resetToken)).statusCode).toBe(200);
    for (const token of [resetToken, fan.token, 'not.a.token']) {
      const response = await use(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('RESET_TOKEN_INVALID');
    }
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
        message: expect.stringMatching(/^Terlalu banyak percobaan.* \/ Too many attempts/),
      });
    } finally {
      await limited.close();
    }
  });
});
