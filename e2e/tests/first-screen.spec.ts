import { fanWithCoins } from '@fanhub/testkit';
import type { Page } from '@playwright/test';
import { activeCampaign, awardProject } from '../support/catalogue';
import { signInAt, SUPPORT_BUTTON, withSharedAuth } from '../support/fans';
import { scrollToTheEnd } from '../support/lists';
import { E2E, remoteBaseOf, siteApi } from '../support/servers';
import { expect, test } from '../support/test';

// A mid-range phone, as most fans open fanhub.
test.use({ viewport: { width: 412, height: 823 } });

test('the first screen fetches its banner eagerly at high priority, in WebP at a phone width; what is below loads as the fan nears it', async ({
  page,
}) => {
  const requested: string[] = [];
  const webp: string[] = [];
  page.on('response', (response) => {
    requested.push(response.url());
    if (response.headers()['content-type'] === 'image/webp') webp.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();

  // The promotions' first banner: offered at every stored width, fetched eagerly and first.
  const banner = page.getByRole('region', { name: 'Banner promosi / Promotions' }).locator('img').first();
  await expect(banner).toHaveAttribute(
    'srcset',
    /\/v1\/file\/[a-f0-9]{32}\.\w+\?w=160 160w, .*\?w=1280 1280w$/,
  );
  await expect(banner).toHaveAttribute('sizes', /.+/);
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+$/);
  const chosen = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(() => webp).toContain(chosen);
  // A phone picks a phone-sized copy, not the largest.
  expect(Number(new URL(chosen).searchParams.get('w'))).toBeLessThan(1280);

  // Below the first screen: no remote entry of Fan Funding or Events, no MVPs, no news yet.
  await page.waitForLoadState('networkidle');
  const below = [`${remoteBaseOf('mfe-fanfunding')}/`, `${remoteBaseOf('mfe-events')}/`];
  expect(requested.filter((url) => below.some((base) => url.startsWith(base)))).toEqual([]);
  await expect(page.getByTestId('mvp-list')).toHaveCount(0);
  await expect(page.getByTestId('news-grid')).toHaveCount(0);

  await scrollToTheEnd(page);
  for (const base of below) expect(requested.some((url) => url.startsWith(base))).toBe(true);
  await expect(page.getByTestId('mvp-list')).toBeVisible();
  await expect(page.getByTestId('news-grid')).toBeVisible();
  // Pictures further down wait for the fan too.
  const news = page.getByTestId('news-grid').locator('img').first();
  await expect(news).toHaveAttribute('loading', 'lazy');
  await expect(news).toHaveAttribute('srcset', /\?w=320 320w/);
});

test('the first screen needs at most 25 JavaScript files, and the remotes use the federation runtime the shell lends them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeLessThanOrEqual(25);

  const remoteEntry = `${remoteBaseOf('mfe-fanspick')}/remoteEntry.js`;
  expect(scripts).toContain(remoteEntry);
  const body = await (await page.request.get(remoteEntry)).text();
  // `beforeRequest` is a hook only the runtime itself defines: the remote's entry leaves the runtime out...
  expect(body).not.toContain('beforeRequest');
  // ...and takes the one the shell's page provides.
  expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(true);
});

test("the toasts' library arrives with the first toast, not with the page", async ({ page }) => {
  // notistack's own class names: in whichever script carries the library.
  const carriesToasts = (body: string) => body.includes('notistack-SnackbarContainer');
  const scripts: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().then(carriesToasts, () => false));
  });
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await Promise.all(scripts)).not.toContain(true);

  await withSharedAuth(page, "(auth) => auth.intents.requestLogin('vote')");
  await expect(page.getByText('Silakan masuk untuk vote / Please sign in to vote')).toBeVisible();
  expect(await Promise.all(scripts)).toContain(true);
});

/**
 * Opens `path` with every script file held back until `release` is called, the processor four times slower (as
 * Lighthouse's phone): the drawn page shows long before it answers, with only what it carries inline. Answers once
 * the drawn page is there.
 */
async function drawnPageHeldBack(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not `goto`, which waits for the page to answer.
  await page.evaluate((address) => window.location.assign(address), path);
  await page.waitForURL(`**${path}`, { waitUntil: 'commit' });
  await expect(page.locator('#fanhub-first-screen')).toHaveCount(1);
  return async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  };
}

test('a tap on Menu or Vote made on the drawn page before it answers shows at once and is made once it does', async ({
  page,
  request,
}) => {
  test.skip(!E2E.viaGateway, "the pages' own code, the same in both runs: the gateway run's");
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  await signInAt(page, '/', fan);

  let answer = await drawnPageHeldBack(page, '/fanfunding');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  // Taken at once, before the page answers: the control looks pressed and is busy, and a screen reader is told.
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  await expect(menu).toHaveCSS('opacity', '0.6');
  await expect(page.getByRole('status').filter({ hasText: 'Sebentar… / One moment…' })).toBeAttached();
  await answer();
  await expect(page.getByRole('button', { name: 'Bahasa / Language' })).toBeVisible();
  await expect(page.locator('button[aria-label^="Menu"][aria-busy]')).toHaveCount(0);

  const project = await awardProject(request, 'Koreografi');
  answer = await drawnPageHeldBack(page, `/fanspick/project/${project._id}`);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await answer();
  await expect(page.getByRole('dialog', { name: 'Vote' })).toBeVisible();
});

test('a tap on a section still arriving once the page answers (its module on its way) is made once the section answers', async ({
  page,
  request,
}) => {
  test.skip(!E2E.viaGateway, "the pages' own code, the same in both runs: the gateway run's");
  await signInAt(page, '/', await fanWithCoins(siteApi, { title: 'Paket Starter' }));
  const campaign = await activeCampaign(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The Fan Funding section's files come late: the shell answers first, the section stays as drawn.
  await page.route(`${remoteBaseOf('mfe-fanfunding')}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/fanfunding/${campaign._id}`);
  const section = page.locator('[data-remote="mfe_fanfunding"]');
  await expect(section).toHaveCount(1);
  expect(await section.getAttribute('data-answers')).toBeNull();
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  release();
  await expect(section).toHaveAttribute('data-answers', 'true');
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
});
