import { randomBytes } from 'node:crypto';
import {
  CONFIRMATION_SUBJECT,
  developmentOutbox,
  mailedCode,
  registerFan,
  topUp,
  type Fan,
} from '@fanhub/testkit';
import type { Locator, Page } from '@playwright/test';
import { spendButton, voteThroughModal } from '../support/fans';
import { awardProject } from '../support/catalogue';
import { expectNoSeriousA11yViolations, numberIn, shown } from '../support/quality';
import { siteApi } from '../support/servers';
import { expect, test } from '../support/test';

/** The anti-bot check in `form` solved by this browser: ticked, and saying so (the form can be sent now). */
async function expectSolved(form: Locator) {
  const check = form.getByTestId('proof-of-work');
  await expect(check).toContainText('Terverifikasi / Verified', { timeout: 20_000 });
  await expect(check.getByRole('checkbox')).toBeChecked();
}

/** The fan the page signed in (from its stored session), for the kit's calls. */
async function signedInFan(page: Page, password: string): Promise<Fan> {
  const user = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('user')!) as {
        _id: string;
        fullName: string;
        email: string;
        phone: string;
        access_token: string;
      },
  );
  return {
    id: user._id,
    fullName: user.fullName,
    email: user.email,
    password,
    phone: user.phone,
    token: user.access_token,
    auth: { authorization: `Bearer ${user.access_token}` },
  };
}

test('a new fan registers with the anti-bot check solved in the browser, confirms the mailed code, then votes', async ({
  page,
  request,
}) => {
  const id = randomBytes(3).toString('hex');
  const email = `fair-${id}@fanhub.test`;
  const project = await awardProject(request, 'Vokalis');
  await page.goto('/');
  await page.getByRole('button', { name: 'Daftar Sekarang / Sign Up Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daftar / Register' });
  await dialog.getByLabel('Nama lengkap / Full name').fill(`Kim Minji ${id}`);
  await dialog.getByLabel('Tanggal lahir / Birth date').fill('2004-05-07');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia123');
  await dialog.getByLabel('Konfirmasi password / Confirm password').fill('rahasia123');
  await dialog.getByLabel('Nomor telepon / Phone number').fill('0813 5555 0101');
  await dialog
    .getByLabel('Saya setuju dengan syarat dan ketentuan / I agree to the terms and conditions')
    .check();
  // ALTCHA's proof of work, solved by this browser: only then can the form be sent.
  await expectSolved(dialog);
  await dialog.getByRole('button', { name: 'Daftar / Register' }).click();
  await expect(page.getByText('Akun berhasil dibuat! / Account created successfully!')).toBeVisible();

  // The code dialog opens; closed, a reminder stays, and a vote is refused until the email is confirmed.
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Email / Confirm Email' });
  await expect(confirm).toContainText(email);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('email-confirmation-reminder')).toBeVisible();
  await topUp(siteApi, await signedInFan(page, 'rahasia123'), { title: 'Paket Fan' });
  await page.goto(`/fanspick/project/${project._id}`);
  const votesBefore = await numberIn(page, 'project-votes');
  await voteThroughModal(page, 5);
  await expect(
    page.getByText(
      'Konfirmasi email kamu dulu: masukkan kode yang kami kirim, lalu coba lagi / Confirm your email first: enter the code we sent, then try again',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(confirm).toBeVisible();

  // The code from the development outbox confirms it.
  const code = await mailedCode(developmentOutbox(siteApi), email, CONFIRMATION_SUBJECT);
  await confirm.getByLabel('Kode dari email / Code from the email').fill(code);
  await confirm.getByRole('button', { name: 'Konfirmasi / Confirm' }).click();
  await expect(
    page.getByText('Email terkonfirmasi! Sekarang kamu bisa vote dan mendukung', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('email-confirmation-reminder')).toBeHidden();
  // The vote modal waited behind the code dialog, with what the fan entered: sending it again goes through.
  await expect(page.getByTestId('project-votes')).toContainText(shown(votesBefore));
  await spendButton(page.getByRole('dialog', { name: 'Vote' }), 'Vote', 5).click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();
  await expect(page.getByTestId('project-votes')).toContainText(shown(votesBefore + 5));
});

test('after three wrong passwords, signing in asks for the anti-bot check too, and then lets the fan in', async ({
  page,
}) => {
  const fan = await registerFan(siteApi);
  await page.goto('/auth/login');
  const dialog = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  for (let attempt = 0; attempt < 3; attempt++) {
    await dialog.getByLabel('Password').fill(`salah-${attempt}-sekali`);
    await dialog.getByRole('button', { name: 'Masuk / Sign In' }).click();
    await expect(dialog.getByTestId('login-error')).toHaveText(
      'Email atau password salah / Incorrect email or password',
    );
  }
  await dialog.getByLabel('Password').fill(fan.password);
  await dialog.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await expect(dialog.getByTestId('login-error')).toHaveText(
    'Selesaikan verifikasi anti-bot dulu, lalu coba lagi / Finish the anti-bot check first, then try again',
  );
  await expectSolved(dialog);
  await dialog.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await expect(page.getByText('Berhasil masuk! / Successfully signed in!')).toBeVisible();
});

test('the footer leads to /fair-play: the rules, how totals are checked, voided votes and how to report cheating', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Fair play: aturan & laporan / Fair play: rules & reports' }).click();
  await expect(page).toHaveURL(/\/fair-play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fair play' })).toBeVisible();
  for (const part of [
    'Fans asli, bukan bot / Real fans, no bots',
    'Aturan setiap voting / Every voting’s rules',
    'Cek sendiri / Check it yourself',
    'Pembatalan vote / Voided votes',
    'Laporkan kecurangan / Report cheating',
  ])
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'halo@fanhub.id' })).toHaveAttribute(
    'href',
    /^mailto:halo@fanhub\.id\?subject=/,
  );
  await expectNoSeriousA11yViolations(page);
});
