import { expect, test } from '../support/test';
import { scrollToTheEnd } from '../support/lists';

test('choosing a language sets the googtrans cookie and reloads; the page works with the widget unreachable', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const widgetRequests: string[] = [];
  await page.route('**://translate.google.com/**', (route) => {
    widgetRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  // Coin amounts and names are kept from the translator.
  await expect(page.getByTestId('coin-balance').locator('.notranslate')).toHaveText('0');
  await scrollToTheEnd(page);
  await expect(page.getByTestId('mvp-list').locator('.notranslate').first()).toBeVisible();
  expect(widgetRequests).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Bahasa / Language' }).click();
  const picker = page.getByRole('dialog', { name: 'Bahasa / Language' });
  await expect(picker.getByTestId('language-list').getByRole('button')).toHaveCount(16);
  await expect(picker.getByRole('button', { name: /Bahasa Indonesia/ })).toHaveClass(/Mui-selected/);

  const reloaded = page.waitForEvent('load');
  await picker.getByRole('button', { name: /English/ }).click();
  await reloaded;
  await expect.poll(() => widgetRequests.length).toBe(1);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'googtrans')?.value).toBe('/id/en');
  // The fan is told the translation did not come, and the picker keeps English chosen, marked not applied.
  await expect(
    page.getByText(
      'Terjemahan ke English sedang tidak tersedia: halaman tetap dalam bahasa Indonesia dan Inggris / Translation into English is unavailable right now: the page stays in Indonesian and English',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Bahasa / Language' }).click();
  const chosen = page
    .getByRole('dialog', { name: 'Bahasa / Language' })
    .getByRole('button', { name: /English/ });
  await expect(chosen).toHaveClass(/Mui-selected/);
  await expect(chosen).toContainText(
    'belum diterapkan: terjemahan tidak tersedia / not applied: translation unavailable',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('hero-greeting')).toHaveText(
    'Selamat datang di fanhub! / Welcome to fanhub!',
  );
  await scrollToTheEnd(page);
  await expect(page.getByTestId('mvp-list').getByRole('listitem')).not.toHaveCount(0);
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Bahasa / Language' }).click();
  const back = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Bahasa / Language' })
    .getByRole('button', { name: /Bahasa Indonesia/ })
    .click();
  await back;
  expect((await context.cookies()).find((cookie) => cookie.name === 'googtrans')).toBeUndefined();
  await scrollToTheEnd(page);
  await expect(page.getByTestId('mvp-list')).toBeVisible();
  expect(widgetRequests).toHaveLength(1);
});
