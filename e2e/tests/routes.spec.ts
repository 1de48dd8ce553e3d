import { expect, test } from '../support/test';
import { signIn } from '../support/session';

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
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('/member-area mounts the member remote for a signed-in fan', async ({ page }) => {
  await signIn(page);
  await page.goto('/member-area');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Member Area' })).toBeVisible();
});

test("a page for an id that does not exist shows the API's refusal with a retry", async ({ page }) => {
  for (const path of ['/fanspick/project/abc', '/fanfunding/abc', '/event/123']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('ID tidak valid / Invalid ID');
    await expect(page.getByRole('button', { name: 'Coba lagi / Retry' })).toBeVisible();
  }
});

test('the events remote tells its two prefixes apart: /events/x is the list, /event/x an event', async ({
  page,
}) => {
  await page.goto('/events/concerts');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('/auth/login shows the home page with the login modal open', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByTestId('hero-greeting')).toBeAttached();
});
