import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  CONFIRMATION_SUBJECT,
  coinsOf,
  developmentOutbox,
  fanWithCoins,
  mailedCode,
  registerFan,
  topUp,
  type Fan,
} from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { awardProject, campaignTitled, pricePackage } from '../support/catalogue';
import {
  PHOTO_PNG,
  signInOnHarness,
  signInAt,
  signInThroughModal,
  spendButton,
  SUPPORT_BUTTON,
} from '../support/fans';
import {
  expectDialogSettled,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/quality';
import { E2E, originOf, siteApi } from '../support/servers';

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Member Area' }).getByRole('tab', { name });

/** Signs the fan in on the home page, then opens a member-area page. */
async function openMemberArea(page: Page, fan: Fan, path = '/member-area') {
  await signInAt(page, '/', fan);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Area' })).toBeVisible();
}

/** Changes the name and the photo on the profile page; answers the new photo's address. */
async function editNameAndPhoto(page: Page, name: string): Promise<string> {
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await page
    .getByLabel('Foto profil / Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByText('Foto profil diperbarui / Profile photo updated')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/v1\/file\/[a-f0-9]{32}\.png$/);
  await page.getByLabel('Nama lengkap / Full name').fill(name);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profil berhasil diperbarui / Profile updated successfully')).toBeVisible();
  return (await avatar.getAttribute('src'))!;
}

test("a fan edits name and photo; after a reload both persist and the shell's menu and greeting follow", async ({
  page,
}) => {
  const fan = await registerFan(siteApi);
  await openMemberArea(page, fan);
  await expect(page.getByTestId('keep-contact-notice')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(fan.email);
  await expect(page.getByLabel('Jenis kelamin / Gender')).toContainText('Wanita');

  const photo = await editNameAndPhoto(page, `Kim Minji ${fan.id.slice(0, 4)}`);
  await page.reload();
  await expect(page.getByLabel('Nama lengkap / Full name')).toHaveValue(`Kim Minji ${fan.id.slice(0, 4)}`);
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', photo);

  await page.getByRole('button', { name: 'Menu' }).click();
  const member = page.getByTestId('menu-member');
  await expect(member).toContainText(`Kim Minji ${fan.id.slice(0, 4)}`);
  await expect(member.locator('img')).toHaveAttribute('src', `${photo}?w=160`);
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page.getByTestId('hero-greeting')).toContainText(`Kim Minji ${fan.id.slice(0, 4)}`);
});

test('changing the email needs the current password: a wrong one is refused and nothing changes', async ({
  page,
}) => {
  const fan = await registerFan(siteApi);
  await openMemberArea(page, fan);
  await page.getByLabel('Email').fill(`moved-${fan.email}`);
  await page.getByLabel('Password saat ini / Current password').fill('bukan-password');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('profile-error')).toHaveText(
    'Password saat ini salah / Your current password is incorrect',
  );
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(fan.email);
});

test('a new email is confirmed with the code mailed to it: until then the fan is reminded', async ({
  page,
}) => {
  const fan = await registerFan(siteApi);
  const moved = `moved-${fan.email}`;
  await openMemberArea(page, fan);
  await page.getByLabel('Email').fill(moved);
  await page.getByLabel('Password saat ini / Current password').fill(fan.password);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByText(
      'Profil berhasil diperbarui; konfirmasi email barumu dengan kode yang kami kirim / Profile updated successfully; confirm your new email with the code we sent',
    ),
  ).toBeVisible();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Email / Confirm Email' });
  await expect(confirm).toContainText(moved);
  await expect(page.getByTestId('email-confirmation-reminder')).toBeVisible();
  const code = await mailedCode(developmentOutbox(siteApi), moved, CONFIRMATION_SUBJECT);
  await confirm.getByLabel('Kode dari email / Code from the email').fill(code);
  await confirm.getByRole('button', { name: 'Konfirmasi / Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('email-confirmation-reminder')).toBeHidden();
});

test('buy coins in the sandbox, vote, support: the statement shows the three lines and the receipt the order', async ({
  page,
  request,
}) => {
  const fan = await registerFan(siteApi);
  const pack = await pricePackage(request, 'Paket Fan');
  const project = await awardProject(request, 'Koreografi');
  const campaign = await campaignTitled(request, 'Billboard Anniversary 5 Tahun NOVA');
  await signInAt(page, '/', fan);

  await page.getByTestId('coin-balance').click();
  await page
    .getByRole('dialog', { name: 'Koin Kamu / Your Coins' })
    .getByRole('button', { name: /^Paket Fan/ })
    .click();
  await page
    .frameLocator('iframe[title="fanhub sandbox payment"]')
    .getByRole('button', { name: 'Setujui pembayaran / Approve payment' })
    .click();
  await expect(page.getByTestId('coin-balance')).toHaveText(String(pack.coin));

  await page.goto(`/fanspick/project/${project._id}`);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const vote = page.getByRole('dialog', { name: 'Vote' });
  await vote.getByRole('textbox', { name: 'Koin' }).fill('15');
  await spendButton(vote, 'Vote', 15).click();
  await expect(page.getByTestId('coin-balance')).toHaveText(String(pack.coin - 15));

  await page.goto(`/fanfunding/${campaign._id}`);
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  const support = page.getByRole('dialog', { name: 'Support' });
  await support.getByRole('textbox', { name: 'Koin' }).fill('25');
  await spendButton(support, 'Support', 25).click();
  await page.getByRole('dialog', { name: 'Terima kasih! / Thank you!' }).getByRole('button').last().click();
  await expect(page.getByTestId('coin-balance')).toHaveText(String(pack.coin - 40));

  await page.goto('/member-area');
  await tab(page, 'Koin / Coins').click();
  await expect(page.getByTestId('member-coins')).toHaveText(`${pack.coin - 40} Koin`);
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(3);
  const lines = await rows.evaluateAll((all) =>
    all.map((row) => ({
      text: row.textContent,
      amount: row.querySelector('[data-testid="statement-amount"]')!.textContent,
      balance: row.querySelector('[data-testid="statement-balance"]')!.textContent,
    })),
  );
  expect(lines.map(({ amount, balance }) => [amount, balance])).toEqual([
    ['-25', `Saldo / Balance ${pack.coin - 40}`],
    ['-15', `Saldo / Balance ${pack.coin - 15}`],
    [`+${pack.coin}`, `Saldo / Balance ${pack.coin}`],
  ]);
  // A bilingual name is named once in each half, in that half's language.
  const [campaignId, campaignEn = campaignId] = campaign.title.split(' / ');
  const [projectId, projectEn = projectId] = project.title.split(' / ');
  expect(lines[0]!.text).toContain(`Dukungan untuk ${campaignId} / Support for ${campaignEn}`);
  expect(lines[1]!.text).toContain(`Vote untuk ${projectId} / Vote for ${projectEn}`);
  expect(lines[2]!.text).toContain(`Beli ${pack.title}`);
  await expect(page.getByTestId('coin-balance')).toHaveText(String(pack.coin - 40));

  await rows.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/member-area\/koin\/receipt\/.+/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(pack.title);
  await expect(receipt).toContainText('Lunas / Paid');
  await expect(receipt).toContainText(`Rp ${pack.price.toLocaleString('id-ID')}`);
  await expect(receipt).toContainText('Sandbox (uji coba) / Sandbox (test)');
  await expect(receipt).toContainText(fan.email);
  const orderId = decodeURIComponent(page.url().split('/').pop()!);
  await expect(receipt).toContainText(orderId);

  // On paper only the receipt shows: not the top bar, the tabs or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toBeHidden();
  await expect(tab(page, 'Koin / Coins')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cetak / Print' })).toBeHidden();
});

test('the bell counts unread notifications; marking all read in the member area clears it', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  await topUp(siteApi, fan, { title: 'Paket Starter' });
  await signInAt(page, '/', fan);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifikasi \/ Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifikasi / Notifications · 2 belum dibaca / 2 unread');
  await expect(page.getByTestId('unread-count')).toContainText('2');

  await bell.click();
  await page.getByRole('link', { name: 'Lihat semua notifikasi / See all notifications' }).click();
  await expect(page).toHaveURL(/\/member-area\/notifikasi$/);
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.and(page.locator('[data-status="unread"]'))).toHaveCount(2);

  await items.first().getByRole('button', { name: 'Tandai dibaca / Mark as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifikasi / Notifications · 1 belum dibaca / 1 unread');
  await page.getByRole('button', { name: 'Tandai semua dibaca / Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifikasi / Notifications');
  await expect(items.and(page.locator('[data-status="read"]'))).toHaveCount(2);

  await page.reload();
  await expect(page.getByTestId('notification').first()).toHaveAttribute('data-status', 'read');
  await expect(bell).toHaveAccessibleName('Notifikasi / Notifications');
  const answer = await request.get(`${E2E.api.url}/v1/client/notification/unread-count`, {
    headers: { authorization: `Bearer ${fan.token}` },
  });
  expect((await answer.json()).data).toEqual({ unread: 0 });
});

test('changing the password signs other sessions out; the fan then signs in with the new one', async ({
  page,
  request,
}) => {
  const fan = await registerFan(siteApi);
  await openMemberArea(page, fan, '/member-area/akun');
  await page.getByLabel('Password saat ini / Current password').fill(fan.password);
  await page.getByLabel('Password baru / New password', { exact: true }).fill('baru-rahasia-456');
  await page.getByLabel('Konfirmasi password baru / Confirm new password').fill('baru-rahasia-456');
  await page.getByRole('button', { name: 'Simpan password / Save password' }).click();
  await expect(page.getByText(/^Password berhasil diubah/)).toBeVisible();

  // The session made at registration (another device) is over; this tab carries on with its new token.
  const old = await request.get(`${E2E.api.url}/v1/member/${fan.id}`, {
    headers: { authorization: `Bearer ${fan.token}` },
  });
  expect(old.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ganti Password / Change Password' })).toBeVisible();

  await tab(page, 'Profil / Profile').click();
  await page.getByRole('button', { name: 'Keluar / Logout' }).click();
  await expect(page.getByText('Berhasil keluar / Successfully logged out')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await signInThroughModal(page, { email: fan.email, password: 'baru-rahasia-456' });
  await expect(page.getByTestId('hero-greeting')).toContainText(fan.fullName);
});

test('a fan downloads their data as JSON', async ({ page }) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  await openMemberArea(page, fan, '/member-area/akun');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh data saya / Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fanhub-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ _id: fan.id, email: fan.email, fullName: fan.fullName });
  expect(data.statement).toHaveLength(1);
  expect(data.orders).toEqual([expect.objectContaining({ status: 'paid', packageTitle: 'Paket Starter' })]);
  expect(Object.keys(data).sort()).toEqual(
    ['exportedAt', 'notifications', 'orders', 'profile', 'signUps', 'statement', 'supports', 'votes'].sort(),
  );
});

test('deleting the account warns that the coins are forfeited, needs the password, and ends the account', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  const coins = await coinsOf(siteApi, fan);
  await openMemberArea(page, fan, '/member-area/akun');
  await page.getByRole('button', { name: 'Hapus akun saya / Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus akun? / Delete your account?' });
  await expect(dialog.getByTestId('forfeit-warning')).toContainText(`Sisa ${coins} Koin kamu akan hangus`);
  await dialog.getByLabel('Password').fill('bukan-password');
  await dialog.getByRole('button', { name: 'Hapus akun / Delete account' }).click();
  await expect(dialog.getByTestId('delete-error')).toHaveText(
    'Password saat ini salah / Your current password is incorrect',
  );
  expect(await coinsOf(siteApi, fan)).toBe(coins);

  await dialog.getByLabel('Password').fill(fan.password);
  await dialog.getByRole('button', { name: 'Hapus akun / Delete account' }).click();
  await expect(page.getByText('Akun kamu sudah dihapus / Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const login = await request.post(`${E2E.api.url}/v1/auth/login`, {
    data: { email: fan.email, password: fan.password },
  });
  expect(login.status()).toBe(401);
});

test('a signed-out visit to /member-area opens the login modal at /', async ({ page }) => {
  await page.goto('/member-area/koin');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await expect(
    page.getByText('Silakan masuk untuk membuka Member Area / Please sign in to open the Member Area'),
  ).toBeVisible();
});

test('the profile flow works on the standalone remote', async ({ page }) => {
  const fan = await registerFan(siteApi);
  await page.goto(`${originOf('mfe-member')}/member-area`);
  await expect(page).toHaveURL(`${originOf('mfe-member')}/`);
  await expect(page.getByText(/^Silakan masuk untuk membuka Member Area/)).toBeVisible();
  const harness = await signInOnHarness(page, fan);
  await expect(harness).toContainText(fan.email);
  await page.getByRole('link', { name: '/member-area' }).click();

  const photo = await editNameAndPhoto(page, 'Standalone Minji');
  await page.reload();
  await expect(page.getByLabel('Nama lengkap / Full name')).toHaveValue('Standalone Minji');
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', photo);
});

test.describe('every member-area page fits a 375 px phone and passes axe', () => {
  // Each page loaded at both widths, measured and checked with axe: a test each, shared by the two browsers.
  test.describe.configure({ mode: 'parallel' });
  const ORDER = ':orderId';
  for (const path of [
    '/member-area',
    '/member-area/koin',
    `/member-area/koin/receipt/${ORDER}`,
    '/member-area/aktivitas',
    '/member-area/notifikasi',
    '/member-area/akun',
  ]) {
    test(path, async ({ page, request }) => {
      const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
      const orders = await request.get(`${E2E.api.url}/v1/member/${fan.id}/orders`, {
        headers: { authorization: `Bearer ${fan.token}` },
      });
      const [order] = (await orders.json()).data as { orderId: string }[];
      await openMemberArea(page, fan);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path.replace(ORDER, order!.orderId));
        await expect(page.getByRole('heading', { level: 1, name: 'Member Area' })).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        if (width === 375) await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('the dialog that deletes the account', async ({ page }) => {
    await openMemberArea(page, await fanWithCoins(siteApi, { title: 'Paket Starter' }), '/member-area/akun');
    await page.getByRole('button', { name: 'Hapus akun saya / Delete my account' }).click();
    await expectDialogSettled(page.getByRole('dialog', { name: 'Hapus akun? / Delete your account?' }));
    await expectNoSeriousA11yViolations(page);
  });
});
