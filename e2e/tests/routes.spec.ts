import { expect, test } from '@playwright/test';

test('unknown paths land on /', async ({ page }) => {
  for (const path of ['/nowhere', '/fanspickx', '/member', '/a/b/c?x=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('hero-greeting')).toBeVisible();
  }
});

test('each route mounts the remote that owns it', async ({ page }) => {
  for (const [path, title] of [
    ['/fanspick', 'Fans Pick'],
    ['/fanfunding', 'Fan Funding'],
    ['/events', 'Events'],
    ['/event/123', 'Events'],
    ['/member-area', 'Member Area'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible();
  }
});

test("a Fans Pick page for an id that does not exist shows the API's refusal with a retry", async ({
  page,
}) => {
  await page.goto('/fanspick/project/abc');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('ID tidak valid / Invalid ID');
  await expect(page.getByRole('button', { name: 'Coba lagi / Retry' })).toBeVisible();
});

test('/auth/login shows the home page with the login modal open', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByTestId('hero-greeting')).toBeAttached();
});
