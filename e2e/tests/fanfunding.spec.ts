import type { APIRequestContext, Page } from '@playwright/test';
import { coinsOf, fanWithCoins, type Fan } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { signInOnHarness, signInAt, spendButton, SUPPORT_BUTTON } from '../support/fans';
import { expectChipShowsOnly, loadEveryPage } from '../support/lists';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, numberIn } from '../support/quality';
import { E2E, originOf, siteApi } from '../support/servers';

interface Campaign {
  _id: string;
  title: string;
  status: string;
}
const campaigns = async (request: APIRequestContext, status: string) =>
  (await (await request.get(`${E2E.api.url}/v1/client/campaign?status=${status}&limit=100`)).json())
    .data as Campaign[];

/** Supports the open campaign page's campaign through the modal. */
async function support(page: Page, coins: number, message = '') {
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  const modal = page.getByRole('dialog', { name: 'Support' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill(String(coins));
  if (message)
    await modal.getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)' }).fill(message);
  await expect(modal.getByTestId('support-total')).toHaveText(`${coins} Koin`);
  await spendButton(modal, 'Support', coins).click();
  return modal;
}

test('a fan opens a campaign from the home section, supports 25 coins with a message, and everything adds up', async ({
  page,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  await signInAt(page, '/', fan);
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  const section = page.getByTestId('home-section-fanfunding');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('campaign-card')).toHaveCount(4);
  await section
    .locator('[data-testid="campaign-card"]:not([data-status="completed"])')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/fanfunding\/[0-9a-f-]{36}$/);
  const collectedBefore = await numberIn(page, 'campaign-collected');

  const modal = await support(page, 25, 'Semangat dari Bandung!');
  await expect(modal).toBeHidden();
  const thanks = page.getByRole('dialog', { name: 'Terima kasih! / Thank you!' });
  await expect(thanks).toBeVisible();
  // One confirmation at a time: the thank-you alone, no toast stacked beside it.
  await expect(page.getByText(/Support Berhasil!/)).toHaveCount(0);
  await thanks.getByRole('button', { name: 'Tutup / Close' }).click();

  await expect(page.getByTestId('coin-balance')).toHaveText('75');
  expect(await coinsOf(siteApi, fan)).toBe(75);
  await expect(page.getByTestId('campaign-collected')).toHaveText(
    `${(collectedBefore + 25).toLocaleString('id-ID')} Koin`,
  );
  const first = page.getByTestId('campaign-supporters-list').getByRole('listitem').first();
  await expect(first).toContainText(`${fan.fullName} · 25 Koin`);
  await expect(first).toContainText('Semangat dari Bandung!');

  await page.getByRole('button', { name: 'Notifikasi / Notifications' }).click();
  await expect(page.getByTestId('notification-list').getByRole('listitem').first()).toContainText(
    'Support Berhasil! / Support Successful!',
  );
});

test('supporting with too few coins says so and opens the coin modal, spending nothing', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  const [open] = await campaigns(request, 'active');
  await signInAt(page, `/fanfunding/${open!._id}`, fan);
  const modal = await support(page, 60);
  await expect(page.getByText(/^Koin Tidak Mencukupi \/ Insufficient Coins/)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Koin Kamu / Your Coins' })).toBeVisible();
  expect(await coinsOf(siteApi, fan)).toBe(50);
});

test('a completed campaign cannot be supported or topped up from its page', async ({ page }) => {
  await page.goto('/fanfunding');
  await page.getByRole('button', { name: 'Selesai / Completed' }).click();
  await page.getByTestId('campaign-card').first().getByRole('link').click();
  await expect(page.getByTestId('campaign-status-heading')).toHaveText(
    'Kampanye Selesai / Campaign Completed',
  );
  await expect(page.getByRole('button', { name: 'Kampanye Selesai / Campaign Completed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Top up Koin / Top up Coins' })).toBeDisabled();
});

test('a signed-out fan pressing Support gets the sign-in prompt', async ({ page, request }) => {
  const [open] = await campaigns(request, 'active');
  await page.goto(`/fanfunding/${open!._id}`);
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  await expect(
    page.getByText('Silakan masuk untuk mendukung kampanye / Please sign in to support a campaign'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
});

test('each chip shows only its status, and Load More reaches the last page without repeating a campaign', async ({
  page,
  request,
}) => {
  await page.goto('/fanfunding');
  const cards = page.getByTestId('campaign-grid').getByTestId('campaign-card');
  for (const [chip, status] of [
    ['Aktif / Active', 'active'],
    ['Trending', 'trending'],
    ['Selesai / Completed', 'completed'],
  ] as const) {
    await expectChipShowsOnly(page, cards, {
      chip,
      attribute: 'data-status',
      value: status,
      count: (await campaigns(request, status)).length,
    });
  }

  await page.getByRole('button', { name: 'Semua / All' }).click();
  await expect(cards).toHaveCount(10);
  await loadEveryPage(page, cards, 'Muat Lebih Banyak / Load More');
  const titles = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).toHaveLength((await campaigns(request, 'all')).length);
});

test('the same support flow works on the standalone remote', async ({ page, request }) => {
  const fan: Fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const [open] = await campaigns(request, 'active');
  await page.goto(`${originOf('mfe-fanfunding')}/fanfunding/${open!._id}`);
  const harness = await signInOnHarness(page, fan);
  await expect(harness.getByTestId('coin-balance')).toHaveText('100');

  await support(page, 25, 'Dari standalone');
  const thanks = page.getByRole('dialog', { name: 'Terima kasih! / Thank you!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Tutup / Close' }).click();
  await expect(harness.getByTestId('coin-balance')).toHaveText('75');
  expect(await coinsOf(siteApi, fan)).toBe(75);
  await expect(page.getByTestId('campaign-supporters-list').getByRole('listitem').first()).toContainText(
    `${fan.fullName} · 25 Koin`,
  );
});

test('fits a 375 px phone and passes axe on the list and a detail page', async ({ page, request }) => {
  const [open] = await campaigns(request, 'trending');
  for (const path of ['/fanfunding', `/fanfunding/${open!._id}`]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width === 375) await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test("a campaign's coins and newest messages follow a support made in another browser, without a reload", async ({
  browser,
  page,
  request,
}) => {
  const [campaign] = await campaigns(request, 'active');
  const path = `/fanfunding/${campaign!._id}`;
  const watcher = await browser.newPage();
  try {
    await watcher.goto(path);
    const collectedBefore = await numberIn(watcher, 'campaign-collected');
    const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
    await signInAt(page, path, fan);
    await support(page, 9, 'Dari browser lain!');
    await expect(page.getByRole('dialog', { name: 'Terima kasih! / Thank you!' })).toBeVisible();

    await expect(watcher.getByTestId('campaign-supporters-list').getByRole('listitem').first()).toContainText(
      'Dari browser lain!',
      { timeout: 1000 },
    );
    await expect
      .poll(() => numberIn(watcher, 'campaign-collected'), { timeout: 1000 })
      .toBe(collectedBefore + 9);
  } finally {
    await watcher.close();
  }
});
