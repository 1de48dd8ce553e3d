import type { Page } from '@playwright/test';
import { coinsOf, registerFan, type Fan } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { signInAt } from '../support/fans';
import { siteApi } from '../support/servers';

async function openPackage(page: Page, title: string) {
  await page.getByTestId('coin-balance').click();
  const modal = page.getByRole('dialog', { name: 'Koin Kamu / Your Coins' });
  await expect(modal).toContainText('Koin tidak memiliki masa berlaku. / Coins never expire.');
  await expect(modal.getByTestId('pricing-packages')).toContainText('Rp 15.000');
  await modal.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(modal).toBeHidden();
  return page.frameLocator('iframe[title="fanhub sandbox payment"]');
}

let fan: Fan;
test.beforeEach(async ({ page }) => {
  fan = await registerFan(siteApi);
  await signInAt(page, '/', fan);
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
});

test('approving a sandbox payment raises the balance by the package coins, as the server counts them', async ({
  page,
}) => {
  const payment = await openPackage(page, 'Paket Fan');
  await payment.getByRole('button', { name: 'Setujui pembayaran / Approve payment' }).click();
  await expect(page.getByText('Pembayaran berhasil! / Payment successful!')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('100');
  expect(await coinsOf(siteApi, fan)).toBe(100);

  await page.getByRole('button', { name: 'Notifikasi / Notifications' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifikasi / Notifications' });
  await expect(dropdown.getByTestId('notification-list')).toContainText(
    'Top up berhasil / Top-up successful',
  );
});

test('a failed payment shows the failure toast and changes nothing', async ({ page }) => {
  const payment = await openPackage(page, 'Paket Starter');
  await payment.getByRole('button', { name: 'Gagalkan pembayaran / Fail payment' }).click();
  await expect(
    page.getByText('Pembayaran gagal. Silakan coba lagi. / Payment failed. Please try again.'),
  ).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  expect(await coinsOf(siteApi, fan)).toBe(0);
});

test('a payment left pending says so and credits nothing yet', async ({ page }) => {
  const payment = await openPackage(page, 'Paket Starter');
  await payment.getByRole('button', { name: 'Biarkan tertunda / Leave pending' }).click();
  await expect(page.getByText('Menunggu pembayaran... / Waiting for payment...')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  expect(await coinsOf(siteApi, fan)).toBe(0);
});

test('closing the payment changes nothing and says nothing', async ({ page }) => {
  const payment = await openPackage(page, 'Paket Starter');
  await payment.getByRole('button', { name: 'Tutup / Close' }).click();
  await expect(page.locator('[data-testid="sandbox-snap-overlay"]')).toHaveCount(0);
  await expect(page.getByText(/Pembayaran/)).toHaveCount(0);
  expect(await coinsOf(siteApi, fan)).toBe(0);
});

test('the notifications dropdown says so when there is nothing yet', async ({ page }) => {
  await page.getByRole('button', { name: 'Notifikasi / Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifikasi / Notifications' })).toContainText(
    'Belum ada notifikasi / No notifications',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifikasi / Notifications' })).toHaveCount(0);
});

test('when the payment script cannot load, the payment page opens in a tab opened within the click', async ({
  page,
}) => {
  // What happened, in order: tabs opened and API calls sent. A tab opened after the token call would be
  // outside the click, where popup blockers stop it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const open = window.open.bind(window);
    window.open = (...args) => {
      seen.push('open');
      return open(...args);
    };
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return send(input, init);
    };
  });
  await page.route('**/v1/payments/sandbox/snap.js', (route) => route.abort());
  await page.reload();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('coin-balance').click();
  await page
    .getByRole('dialog', { name: 'Koin Kamu / Your Coins' })
    .getByRole('button', { name: /^Paket Starter/ })
    .click();
  await expect(page.getByText('Gagal memuat Snap JS / Could not load the payment script')).toBeVisible();
  const paymentTab = await popup;
  await expect(paymentTab).toHaveURL(/\/v1\/payments\/sandbox\/pay\/[a-f0-9]{32}$/);
  expect(await paymentTab.evaluate(() => window.opener)).toBeNull();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const tokenCall = seen.findIndex((entry) => entry.includes('/create-payment-token/'));
  expect(tokenCall).toBeGreaterThan(-1);
  expect(seen.indexOf('open')).toBeLessThan(tokenCall);

  await paymentTab.getByRole('button', { name: 'Setujui pembayaran / Approve payment' }).click();
  await expect(paymentTab.getByRole('status')).toHaveText('Status: settlement');
  expect(await coinsOf(siteApi, fan)).toBe(50);
});

test("a payment token that cannot be made says so in the product's words", async ({ page }) => {
  await page.route('**/v1/client/pricing/create-payment-token/*', (route) => route.abort());
  await page.getByTestId('coin-balance').click();
  await page
    .getByRole('dialog', { name: 'Koin Kamu / Your Coins' })
    .getByRole('button', { name: /^Paket Starter/ })
    .click();
  await expect(
    page.getByText('Gagal membuat token pembayaran / Failed to create payment token'),
  ).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
});

test("Snap's success for an order the server has not been paid for says it is waiting, and 'Cek lagi' tells the truth later", async ({
  page,
  request,
}) => {
  // Snap reports success, but the bank's notification has not reached the server: the order stays pending.
  await page.route('**/v1/payments/sandbox/pay/*/approve', (route) =>
    route.fulfill({
      json: { status: true, data: { event: 'success', result: { transaction_status: 'settlement' } } },
    }),
  );
  const token = page.waitForResponse((response) => response.url().includes('/create-payment-token/'));
  const payment = await openPackage(page, 'Paket Starter');
  const { orderId, redirectUrl } = (await (await token).json()).data as {
    orderId: string;
    redirectUrl: string;
  };
  await payment.getByRole('button', { name: 'Setujui pembayaran / Approve payment' }).click();

  const waiting = page.getByText(`Menunggu pembayaran... / Waiting for payment... (${orderId})`);
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pembayaran berhasil! / Payment successful!')).toHaveCount(0);
  await expect(page.getByTestId('coin-balance')).toHaveText('0');

  // The bank confirms; asking again now shows the payment and the server's balance.
  expect((await request.post(`${redirectUrl}/approve`)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Cek lagi / Check again' }).click();
  await expect(page.getByText('Pembayaran berhasil! / Payment successful!')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('50');
  expect(await coinsOf(siteApi, fan)).toBe(50);
});
