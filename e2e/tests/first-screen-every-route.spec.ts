import { fanWithCoins } from '@fanhub/testkit';
import { auditedRoutes } from '../support/catalogue';
import { gotoDrawn } from '../support/drawn-pages';
import { signInAt } from '../support/fans';
import { E2E, siteApi } from '../support/servers';
import { expect, test } from '../support/test';

// docs/architecture.md section 11: every fan route's first screen is drawn into its HTML, and a fan's browser takes it
// over without an error. These change nothing and compare no page with another, so they run side by side with the
// other specs (first-screen-html.spec.ts holds those that restart servers or compare what the server drew with what
// the browser shows).

test("with JavaScript off, every fan route's HTML shows its title, its figures and its picture", async ({
  browser,
  request,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: E2E.site });
  for (const route of await auditedRoutes(request)) {
    await gotoDrawn(page, route);
    await expect(page.locator('h1').first(), route).toBeVisible();
    // The page's largest picture is in the HTML, fetched first (its preload leads the head's, before any
    // script's), and arrives.
    const picture = page.locator('img[fetchpriority="high"]').first();
    await expect(picture, route).toBeVisible();
    const firstPreload = page.locator('head link[rel="preload"]').first();
    expect(await firstPreload.getAttribute('as'), route).toBe('image');
    expect(await firstPreload.getAttribute('fetchpriority'), route).toBe('high');
    // The scripts' preloads are held back until the picture is painted (ADR-226), but the framework's, asked for
    // with the picture at a lower priority (ADR-264).
    const scriptPreloads = page.locator('head > link[rel="preload"][as="script"]');
    await expect(scriptPreloads, route).toHaveCount(1);
    expect(await scriptPreloads.getAttribute('href'), route).toMatch(/^\/framework\.[0-9a-f]{8}\.js$/);
    expect(await scriptPreloads.getAttribute('fetchpriority'), route).toBe('low');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), route)
      .toBeGreaterThan(0);
    // Nothing on the first screen waits for data (the home page's sections further down do, by design).
    const skeletonsInView = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('.MuiSkeleton-root')).filter(
          (skeleton) => skeleton.getBoundingClientRect().top < window.innerHeight,
        ).length,
    );
    expect(skeletonsInView, route).toBe(0);
    await expect(page.locator('main'), route).toContainText(/\d/);
  }
  await page.close();
});

const ways = [
  { language: 'id', viewport: { width: 1280, height: 800 }, signedIn: false },
  { language: 'id', viewport: { width: 1280, height: 800 }, signedIn: true },
  { language: 'en', viewport: { width: 412, height: 823 }, signedIn: false },
  { language: 'en', viewport: { width: 412, height: 823 }, signedIn: true },
] as const;

for (const { language, viewport, signedIn } of ways) {
  const who = signedIn ? 'a signed-in fan' : 'a visitor';
  const where = language === 'id' ? 'in Indonesian on a desktop' : 'in English on a phone';
  test(`every route is taken over without an error for ${who} ${where}`, async ({ browser, request }) => {
    test.skip(!E2E.viaGateway, "the pages' own code, the same in both runs: the gateway run's");
    const routes = await auditedRoutes(request);
    const context = await browser.newContext({ baseURL: E2E.site, viewport });
    // The translation service is out of reach here: its script answers, empty.
    await context.route('**://translate.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    if (language === 'en') await context.addCookies([{ name: 'googtrans', value: '/id/en', url: E2E.site }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    if (signedIn) await signInAt(page, '/', await fanWithCoins(siteApi, { title: 'Paket Starter' }));
    for (const route of routes) {
      const way = `${route} ${where}, ${who}`;
      await gotoDrawn(page, route);
      // Taken over, the page shows the fan's own balance (the server drew it signed out).
      await expect(page.getByTestId('coin-balance'), way).toContainText(signedIn ? /[1-9]/ : '0');
      await page.waitForLoadState('networkidle');
      expect(errors, way).toEqual([]);
    }
    await context.close();
  });
}
