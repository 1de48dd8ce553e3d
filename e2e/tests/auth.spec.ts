import { randomBytes } from 'node:crypto';
import { registerFan } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { mailedResetCode, PHOTO_PNG, signInThroughModal } from '../support/fans';
import { scrollToTheEnd } from '../support/lists';
import { siteApi } from '../support/servers';

test('a new fan registers with a photo, stays signed in across reloads, and logs out', async ({ page }) => {
  const id = randomBytes(3).toString('hex');
  const email = `new-${id}@fanhub.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Daftar Sekarang / Sign Up Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daftar / Register' });
  await dialog
    .getByLabel('Foto profil / Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await dialog.getByLabel('Nama lengkap / Full name').fill(`Park Jimin ${id}`);
  await dialog.getByLabel('Tanggal lahir / Birth date').fill('2000-10-13');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia123');
  await dialog.getByLabel('Konfirmasi password / Confirm password').fill('rahasia123');
  await dialog.getByLabel('Nomor telepon / Phone number').fill('0813 1234 5678');
  const submit = dialog.getByRole('button', { name: 'Daftar / Register' });
  await expect(submit).toBeDisabled();
  await dialog
    .getByLabel('Saya setuju dengan syarat dan ketentuan / I agree to the terms and conditions')
    .check();
  await submit.click();

  await expect(page.getByText('Akun berhasil dibuat! / Account created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The code that confirms the email can wait (tests/fair-play.spec.ts enters it).
  await page.getByRole('dialog', { name: 'Konfirmasi Email / Confirm Email' }).press('Escape');
  await expect(page.getByTestId('hero-greeting')).toContainText(`Park Jimin ${id}`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const member = page.getByTestId('menu-member');
  await expect(member).toContainText(email);
  // The menu's avatar is the photo's 160-pixel copy.
  await expect(member.locator('img')).toHaveAttribute('src', /\/v1\/file\/[a-f0-9]{32}\.png\?w=160$/);

  await page.reload();
  await expect(page.getByTestId('hero-greeting')).toContainText(`Park Jimin ${id}`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Keluar / Logout' }).click();
  await expect(page.getByText('Berhasil keluar / Successfully logged out')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.reload();
  await expect(page.getByTestId('hero-greeting')).toHaveText(
    'Selamat datang di fanhub! / Welcome to fanhub!',
  );
});

test('registration shows the rules of docs/product.md section 5 and the server refusal', async ({ page }) => {
  const taken = await registerFan(siteApi);
  await page.goto('/');
  await page.getByRole('button', { name: 'Daftar Sekarang / Sign Up Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daftar / Register' });
  await dialog
    .getByLabel('Saya setuju dengan syarat dan ketentuan / I agree to the terms and conditions')
    .check();
  await dialog.getByRole('button', { name: 'Daftar / Register' }).click();
  await expect(dialog.getByTestId('register-error')).toHaveText(
    'Mohon lengkapi data yang diperlukan / Please complete required fields',
  );
  await dialog.getByLabel('Nama lengkap / Full name').fill('Dup');
  await dialog.getByLabel('Tanggal lahir / Birth date').fill('2000-01-01');
  await dialog.getByLabel('Email').fill(taken.email);
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia123');
  await dialog.getByLabel('Konfirmasi password / Confirm password').fill('lain12345');
  await dialog.getByLabel('Nomor telepon / Phone number').fill('081399998888');
  await dialog.getByRole('button', { name: 'Daftar / Register' }).click();
  await expect(dialog.getByTestId('register-error')).toHaveText(
    'Password tidak cocok / Passwords do not match',
  );
  await dialog.getByLabel('Konfirmasi password / Confirm password').fill('rahasia123');
  await dialog.getByRole('button', { name: 'Daftar / Register' }).click();
  await expect(dialog.getByTestId('register-error')).toHaveText(
    'Gagal membuat akun / Failed to create account: Email sudah terdaftar / Email is already registered',
  );

  // No answer at all is the exception of docs/product.md section 8.
  await page.route('**/v1/auth/register', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Daftar / Register' }).click();
  await expect(dialog.getByTestId('register-error')).toHaveText('Terjadi kesalahan / An error occurred');
});

test('corrupt session data is removed at load and the page works signed out', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('user', '{"_id": "x", "access_token": ');
    localStorage.setItem('auth', 'not json');
  });
  await page.goto('/');
  await expect(page.getByTestId('hero-greeting')).toHaveText(
    'Selamat datang di fanhub! / Welcome to fanhub!',
  );
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('auth')])).toEqual([
    null,
    null,
  ]);
  await scrollToTheEnd(page);
  await expect(page.getByTestId('mvp-list').getByRole('listitem')).not.toHaveCount(0);
});

test('a wrong password shows the inline error, and editing a field clears it', async ({ page }) => {
  const fan = await registerFan(siteApi);
  await page.goto('/auth/login');
  const dialog = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  const submit = dialog.getByRole('button', { name: 'Masuk / Sign In' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Password').fill('salah-sekali');
  await submit.click();
  await expect(dialog.getByTestId('login-error')).toHaveText(
    'Email atau password salah / Incorrect email or password',
  );
  await dialog.getByLabel('Password').fill('salah-sekal');
  await expect(dialog.getByTestId('login-error')).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByLabel('Password').focus();
  await expect(dialog.getByText('Format email tidak valid / Invalid email format')).toBeVisible();
});

test('password reset: email + phone, then the code mailed to the account sets a new password', async ({
  page,
  request,
}) => {
  const fan = await registerFan(siteApi);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Lupa password? / Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lupa Password / Forgot Password' });
  await dialog.getByRole('button', { name: 'Verifikasi / Verify' }).click();
  await expect(dialog.getByTestId('forgot-error')).toHaveText(
    'Harap isi email dan nomor telepon / Please fill in email and phone number',
  );
  await dialog.getByLabel('Email').fill(fan.email);
  await dialog.getByLabel('Nomor telepon / Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Verifikasi / Verify' }).click();
  await expect(dialog.getByTestId('forgot-error')).toHaveText(
    'Format nomor telepon tidak valid / Invalid phone number format',
  );
  await dialog.getByLabel('Nomor telepon / Phone number').fill('081999999999');
  await dialog.getByRole('button', { name: 'Verifikasi / Verify' }).click();
  await expect(dialog.getByTestId('forgot-error')).toContainText(
    'Email dan nomor telepon tidak sesuai dengan data yang terdaftar',
  );

  await dialog.getByLabel('Nomor telepon / Phone number').fill(fan.phone);
  await dialog.getByRole('button', { name: 'Verifikasi / Verify' }).click();
  await expect(dialog.getByTestId('code-sent')).toContainText(/dikirim ke fa\*+@fanhub\.test/);
  await dialog.getByRole('button', { name: 'Simpan password / Save password' }).click();
  await expect(dialog.getByTestId('forgot-error')).toHaveText('Kode harus 6 angka / The code is 6 digits');
  await dialog.getByLabel('Kode dari email / Code from the email').fill(await mailedResetCode(fan.email));
  await dialog.getByLabel('Password baru / New password').fill('abc');
  await dialog.getByLabel('Konfirmasi password baru / Confirm new password').fill('abc');
  await dialog.getByRole('button', { name: 'Simpan password / Save password' }).click();
  await expect(dialog.getByTestId('forgot-error')).toHaveText(
    'Password minimal 8 karakter / Password must be at least 8 characters',
  );
  await dialog.getByLabel('Password baru / New password').fill('passwordBaru1');
  await dialog.getByLabel('Konfirmasi password baru / Confirm new password').fill('passwordBaru1');
  await dialog.getByRole('button', { name: 'Simpan password / Save password' }).click();
  await expect(dialog.getByText(/Password berhasil diubah/)).toBeVisible();

  await page.goto('/');
  await signInThroughModal(page, { email: fan.email, password: 'passwordBaru1' });
  await expect(page.getByTestId('hero-greeting')).toContainText(fan.fullName);
  const old = await request.post('http://localhost:4100/v1/auth/login', {
    data: { email: fan.email, password: fan.password },
  });
  expect(old.status()).toBe(401);
});
