import { expect, test } from '../support/test';
import { expectHomeSections, scrollToTheEnd } from '../support/lists';
import { E2E } from '../support/servers';
import { signIn } from '../support/session';

test('renders every home section in the order of docs/product.md with seed content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-greeting')).toHaveText(
    'Selamat datang di fanhub! / Welcome to fanhub!',
  );
  await expect(page.getByRole('button', { name: 'Member Area' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banner promosi / Promotions' })).toBeVisible();
  await expectHomeSections(page);
  await scrollToTheEnd(page);
  // The seed's six fans at least; fans of other tests in this run may have joined them (at most 10 shown).
  await expect(page.getByTestId('mvp-list').getByRole('listitem').nth(5)).toBeVisible();
  expect(await page.getByTestId('mvp-list').getByRole('listitem').count()).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('news-grid').getByRole('heading', { level: 3 })).toHaveCount(8);
  const seeAll = { name: 'Lihat Semua / See All' };
  await expect(page.locator('#news').getByRole('link', seeAll)).toHaveAttribute('href', /^https:\/\/chart\./);
  await expect(page.getByTestId('home-section-fanspick').getByRole('link', seeAll)).toHaveAttribute(
    'href',
    '/fanspick',
  );
  await expect(page.getByTestId('sign-up-call')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('PT Fanhub Kreasi Indonesia');

  const order = await page.evaluate(() =>
    ['home', 'fanspick', 'fanfunding', 'events', 'mvp', 'news'].map(
      (id) => document.getElementById(id)!.getBoundingClientRect().top,
    ),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('scrolls to a section from the header chips, leaving the 80 px offset, even while the page fills in', async ({
  page,
}) => {
  await page.goto('/');
  // Clicked at once: the sections above Events are still loading and grow after the scroll has started.
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('events')!.getBoundingClientRect().top)),
    )
    .toBe(80);
  await expect(page.getByTestId('news-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Berita / News' }).click();
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('news')!.getBoundingClientRect().top)))
    .toBe(80);
});

test('the back button returns home and scrolls to the section the page belongs to', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Fan Funding' }).click();
  await expect(page).toHaveURL(/\/fanfunding$/);
  await page.getByRole('button', { name: 'Kembali / Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('fanfunding')!.getBoundingClientRect().top)),
    )
    .toBe(80);
});

test('the back button stays on fanhub when the fan arrived from another site', async ({ page }) => {
  // Another site first (an API replica under another host name stands in for it), then a link into fanhub.
  await page.goto(E2E.elsewhere);
  await page.goto('/fanfunding');
  await page.getByRole('button', { name: 'Kembali / Back' }).click();
  await expect(page).toHaveURL(`${E2E.site}/`);
  await expect(page.getByTestId('hero-greeting')).toBeVisible();
});

test('the home Fans Pick section lists only votings still open, ending soonest first', async ({
  page,
  request,
}) => {
  const [category] = (await (await request.get(`${E2E.api.url}/v1/client/voting/categories`)).json())
    .data as { _id: string }[];
  const open = (
    await (
      await request.get(
        `${E2E.api.url}/v1/client/voting/${category!._id}?status=open&sortBy=durationTime&sortOrder=asc`,
      )
    ).json()
  ).data as { title: string }[];
  const all = (await (await request.get(`${E2E.api.url}/v1/client/voting/${category!._id}?limit=100`)).json())
    .data as { title: string; status: string }[];
  expect(all.some((voting) => voting.status === 'completed')).toBe(true);

  await page.goto('/');
  const cards = page.getByTestId('home-section-fanspick').getByTestId('voting-card');
  await expect(cards).toHaveCount(open.length);
  expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(open.map((v) => v.title));
  await expect(page.getByTestId('home-section-fanspick')).not.toContainText('sudah berakhir');
});

test('applies the SEO meta of the API to the document head', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('fanhub: Koin, Fans Pick, Fan Funding & Event K-Pop');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/v1\/file\/.+\.png$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Dukung idolmu/);
});

test('the menu lists the sections, shows the email when signed in, and opens the language picker', async ({
  page,
}) => {
  const fan = await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('hero-greeting')).toContainText('Demo Fan');
  await expect(page.getByTestId('coin-balance')).toHaveText('1.000');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu utama / Main menu' });
  for (const item of [
    'Home',
    'Fans Pick',
    'Events',
    'Fan Funding',
    'Member Area',
    'Berita / News',
    'Bahasa / Language',
  ]) {
    await expect(menu.getByRole('button', { name: new RegExp(`^${item}`) })).toBeVisible();
  }
  await expect(menu).toContainText(fan.email);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await menu.getByRole('button', { name: 'Bahasa / Language' }).click();
  await expect(page.getByRole('dialog')).toContainText('Bahasa / Language');
});
