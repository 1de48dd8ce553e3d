import sharp from 'sharp';
import { type Fan } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadFile } from '../helpers/uploads';

let testApp: TestApp;
let fan: Fan;
let otherFan: Fan;

beforeAll(async () => {
  testApp = await createTestApp();
  fan = await registerMember(testApp.app, { fullName: 'Lee Jieun' });
  otherFan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 250);
});
afterAll(() => testApp.close());

const profile = (id: string, auth = fan.auth) =>
  testApp.app.inject({ url: `/v1/member/${id}`, headers: auth });
const update = (payload: object, id = fan.id) =>
  testApp.app.inject({ method: 'PUT', url: `/v1/member/${id}`, headers: fan.auth, payload });

it('shows a member their own profile with the coin balance of their ledger account', async () => {
  const response = await profile(fan.id);
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ _id: fan.id, fullName: 'Lee Jieun', coins: 250 });
  expect(response.body).not.toMatch(/password/i);
});

it("refuses another member's profile with 403 and shows none of it", async () => {
  const response = await profile(otherFan.id);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    status: false,
    code: 'FORBIDDEN',
    message: 'Kamu tidak punya akses ke data ini / You cannot access this data',
  });
  expect(response.body).not.toContain(otherFan.email);
  expect((await update({ fullName: 'Hacked' }, otherFan.id)).statusCode).toBe(403);
});

it('refuses a request without a token with 401', async () => {
  expect((await profile(fan.id, {} as typeof fan.auth)).statusCode).toBe(401);
});

it('updates the profile fields and normalises the phone', async () => {
  const response = await update({
    fullName: 'IU',
    gender: 'Lainnya',
    birthDate: '1993-05-16',
    phone: '+62 811 2222 3333',
    currentPassword: fan.password,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    message: 'Profil berhasil diperbarui / Profile updated successfully',
    data: { fullName: 'IU', gender: 'Lainnya', birthDate: '1993-05-16', phone: '081122223333', coins: 250 },
  });
});

it('never lets the profile change coins', async () => {
  const response = await update({ fullName: 'Rich Fan', coins: 1_000_000 });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(
    'Koin tidak bisa diubah lewat profil; gunakan top up / Coins cannot be changed through the profile; use top-up',
  );
  expect((await profile(fan.id)).json().data).toMatchObject({ coins: 250, fullName: 'IU' });
});

it.each([
  [
    { gender: 'Male' },
    'Jenis kelamin harus Wanita, Pria atau Lainnya / Gender must be Wanita, Pria or Lainnya',
  ],
  [{ email: 'nope' }, 'Format email tidak valid / Invalid email format'],
  [{ phone: '555-0100' }, 'Format nomor telepon tidak valid / Invalid phone number format'],
  [{ fullName: '' }, 'Mohon lengkapi data yang diperlukan / Please complete required fields'],
  [{ avatar: 'javascript alert(1)' }, 'Alamat foto tidak valid / Invalid photo URL'],
  [{ password: 'new-password' }, 'Kolom password tidak dikenal / Unknown field password'],
])('refuses %j with 400 and changes nothing', async (payload, message) => {
  const before = (await profile(fan.id)).json().data;
  const response = await update(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(message);
  expect((await profile(fan.id)).json().data).toEqual(before);
});

it("refuses another member's email with 409", async () => {
  const response = await update({ email: otherFan.email.toUpperCase(), currentPassword: fan.password });
  expect(response.statusCode).toBe(409);
  expect(response.json().code).toBe('EMAIL_TAKEN');
});

it.each([
  ['email', { email: 'moved@fanhub.test' }],
  ['phone', { phone: '089876543210' }],
])(
  'moves the %s only with the right current password, and writes nothing otherwise',
  async (_field, change) => {
    const before = (await profile(fan.id)).json().data;
    const missing = await update({ ...change, fullName: 'Changed too' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      field: 'currentPassword',
      message:
        'Masukkan password saat ini untuk mengubah email atau nomor telepon / Enter your current password to change your email or phone number',
    });
    const wrong = await update({ ...change, fullName: 'Changed too', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await profile(fan.id)).json().data).toEqual(before);

    const right = await update({ ...change, currentPassword: fan.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject(change);
    // Back as it was, for the other tests.
    await update({ email: before.email, phone: before.phone, currentPassword: fan.password });
  },
);

it('saves a name change without the password: only email and phone need it', async () => {
  expect((await update({ fullName: 'IU', email: fan.email })).statusCode).toBe(200);
});

it.each([
  ['an address on another server', 'https://evil.example/x.png'],
  ['a made-up upload name', 'http://localhost:4000/v1/file/0123456789abcdef0123456789abcdef.png'],
  ['a path outside uploads', 'http://localhost:4000/v1/member/x'],
])('refuses %s as avatar with 400 and changes nothing', async (_case, avatar) => {
  const before = (await profile(fan.id)).json().data;
  const response = await update({ avatar });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'NOT_OUR_UPLOAD',
    message: 'Foto harus diunggah lewat fanhub / The photo must be uploaded to fanhub',
  });
  expect((await profile(fan.id)).json().data).toEqual(before);
});

it("takes only the member's own upload as avatar", async () => {
  const uploadAs = async (member: Fan) => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#41AADF' } })
      .png()
      .toBuffer();
    const response = await uploadFile(testApp.app, member.auth, {
      file: { bytes: png, name: 'me.png', type: 'image/png' },
      usage: 'avatar_1',
    });
    return response.json().data.urlStream as string;
  };
  const theirs = await uploadAs(otherFan);
  expect((await update({ avatar: theirs })).json().code).toBe('NOT_OUR_UPLOAD');
  const mine = await uploadAs(fan);
  const response = await update({ avatar: mine });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.avatar).toBe(mine);
});

it('limits profile changes, which tell whether an email is taken', async () => {
  const limited = await createTestApp({ PROFILE_RATE_LIMIT_MAX: '2' });
  try {
    const member = await registerMember(limited.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await limited.app.inject({
        method: 'PUT',
        url: `/v1/member/${member.id}`,
        headers: member.auth,
        payload: { email: `probe${attempt}@fanhub.test`, currentPassword: member.password },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await limited.close();
  }
});
