import { expect, test } from '../support/test';
import { scrollToTheEnd } from '../support/lists';
import { restartApp, stopServer } from '../support/servers';

test.afterEach(async () => {
  // Whatever happened in the test, the remote is back for the next one: a restart that fails fails this test,
  // naming the server's log, rather than every Fan Funding test after it.
  await restartApp('mfe-fanfunding');
});

test('a stopped remote costs only its own section, and retry brings it back without a reload', async ({
  page,
}) => {
  await stopServer('mfe-fanfunding');
  await page.goto('/');
  await scrollToTheEnd(page);
  const fanfunding = page.getByTestId('home-section-fanfunding');
  await expect(fanfunding.getByTestId('remote-fallback')).toContainText(
    'Bagian Fan Funding sedang tidak tersedia / The Fan Funding section is unavailable right now',
  );
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByTestId('home-section-events').getByRole('heading', { level: 2 })).toBeVisible();
  // The seed's six fans at least; fans of other tests in this run may have joined them (at most 10 shown).
  await expect(page.getByTestId('mvp-list').getByRole('listitem').nth(5)).toBeVisible();
  expect(await page.getByTestId('mvp-list').getByRole('listitem').count()).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('news-grid')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu utama / Main menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifikasi / Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Koin Kamu / Your Coins' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
  await restartApp('mfe-fanfunding');
  await fanfunding.getByRole('button', { name: 'Coba lagi / Retry' }).click();
  await expect(fanfunding.getByRole('heading', { name: 'Fan Funding' })).toBeVisible();
  await expect(fanfunding.getByTestId('remote-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(
    true,
  );
});

test("a stopped remote's pages show the fallback, not a blank page", async ({ page }) => {
  await stopServer('mfe-fanfunding');
  await page.goto('/fanfunding');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
