import { grantCoins, registerMember, type RegisteredMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let harness: TestApp;
let fan: RegisteredMember;
let otherFan: RegisteredMember;

beforeAll(async () => {
  harness = await createTestApp();
  fan = await registerMember(harness.app, { fullName: 'Lee Jieun' });
  otherFan = await registerMember(harness.app);
  await grantCoins(harness.db, fan.id, 250);
});
afterAll(() => harness.close());

const profile = (id: string, auth = fan.auth) =>
  harness.app.inject({ url: `/v1/member/${id}`, headers: auth });
const update = (payload: object, id = fan.id) =>
  harness.app.inject({ method: 'PUT', url: `/v1/member/${id}`, headers: fan.auth, payload });

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
    avatar: 'http://localhost:4000/v1/file/0123456789abcdef0123456789abcdef.png',
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
  const response = await update({ email: otherFan.email.toUpperCase() });
  expect(response.statusCode).toBe(409);
  expect(response.json().code).toBe('EMAIL_TAKEN');
});
