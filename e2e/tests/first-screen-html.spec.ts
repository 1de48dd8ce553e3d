import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { auditedRoutes } from '../support/catalogue';
import { E2E, restartAppWith, ROOT } from '../support/servers';
import { expect, test } from '../support/test';

// docs/architecture.md section 11: the shell's server draws each fan route's first screen into its HTML. The
// gateway run serves the shell through nginx, which does not draw it yet (docs/decisions.md, ADR-222).
test.skip(E2E.viaGateway, 'the first screen is drawn by the shell served directly (scripts/serve-app.mjs)');

const FIRST_SCREEN = 'x-fanhub-first-screen';

test("with JavaScript off, every fan route's HTML shows its title, its figures and its picture", async ({
  browser,
  request,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: E2E.site });
  for (const route of await auditedRoutes(request)) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    expect(response?.headers()[FIRST_SCREEN], route).toBe('drawn');
    await expect(page.locator('h1').first(), route).toBeVisible();
    // The page's largest picture is in the HTML, fetched first, and arrives.
    const picture = page.locator('img[fetchpriority="high"]').first();
    await expect(picture, route).toBeVisible();
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

test('with JavaScript on, every route takes over the HTML drawn on the server without an error or a redraw', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The first heading as the HTML brought it, before any script ran: hydrated, it is the same element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    }),
  );
  for (const route of await auditedRoutes(request)) {
    const response = await page.goto(route);
    expect(response?.headers()[FIRST_SCREEN], route).toBe('drawn');
    await page.waitForLoadState('networkidle');
    const sameHeading = await page.evaluate(
      () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
    );
    expect(sameHeading, route).toBe(true);
    expect(errors, route).toEqual([]);
  }
});

test("a redeployed Fan Funding remote draws /fanfunding's HTML on the next request, the shell untouched", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const shellBefore = (await request.get(`${E2E.site}/main.js`)).headers()['etag'];
  const headingOf = async () => {
    const response = await request.get(`${E2E.site}/fanfunding`);
    expect(response.headers()[FIRST_SCREEN]).toBe('drawn');
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
  };
  expect(await headingOf()).toBe('Fan Funding');

  // The squad's new build, with a new heading: built from a copy of the remote beside it, served as a release.
  const source = path.join(ROOT, '.release-mfe-fanfunding');
  const release = path.join(ROOT, 'e2e', '.state', 'releases', 'mfe-fanfunding-first-screen');
  rmSync(source, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mfe-fanfunding'), source, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !file.includes(`${path.sep}dist`),
  });
  try {
    const page = path.join(source, 'src', 'features', 'campaigns', 'components', 'campaign-list-page.tsx');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('title="Fan Funding"', 'title="Fan Funding Baru"'),
    );
    execFileSync(path.join(source, 'node_modules', '.bin', 'webpack'), ['--config', 'webpack.config.ts'], {
      cwd: source,
      env: { ...process.env, FANHUB_BUILD_DIR: release },
      stdio: 'ignore',
    });
    await restartAppWith('mfe-fanfunding', { FANHUB_APP_ROOT: release });
    expect(await headingOf()).toBe('Fan Funding Baru');
    expect((await request.get(`${E2E.site}/main.js`)).headers()['etag']).toBe(shellBefore);
  } finally {
    await restartAppWith('mfe-fanfunding');
    rmSync(source, { recursive: true, force: true });
  }
  expect(await headingOf()).toBe('Fan Funding');
});

test('with the API down or too slow, every route still answers its page, drawn by the browser alone', async ({
  page,
  request,
}) => {
  const routes = await auditedRoutes(request);
  // An API that takes every request and never answers.
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/v1`;
  const outcomes = async () => {
    const seen: Record<string, string | undefined> = {};
    for (const route of routes) {
      const response = await request.get(`${E2E.site}${route}`);
      expect(response.status(), route).toBe(200);
      seen[route] = response.headers()[FIRST_SCREEN];
    }
    return seen;
  };
  const everyRoute = (outcome: string) => Object.fromEntries(routes.map((route) => [route, outcome]));
  try {
    // Down, as the shell's server sees it: nothing listens where it reaches the API.
    await restartAppWith('shell', { FANHUB_FIRST_SCREEN_API_URL: 'http://127.0.0.1:9/v1' });
    expect(await outcomes()).toEqual(everyRoute('failed'));
    // The page the browser draws alone (the fans' browsers still reach the API): the sections arrive.
    await page.goto('/fanfunding');
    await expect(page.getByRole('heading', { level: 1, name: 'Fan Funding' })).toBeVisible();

    // Too slow: the server stops waiting at its budget and answers the page the browser draws.
    await restartAppWith('shell', { FANHUB_FIRST_SCREEN_API_URL: silentUrl });
    expect(await outcomes()).toEqual(everyRoute('late'));
  } finally {
    await restartAppWith('shell');
    silent.closeAllConnections();
    silent.close();
  }
});

test("a page the server does not draw (the member area, fair play) is the shell's index.html, as before", async ({
  request,
}) => {
  for (const route of ['/member-area', '/fair-play']) {
    const response = await request.get(`${E2E.site}${route}`);
    expect(response.status(), route).toBe(200);
    expect(response.headers()[FIRST_SCREEN], route).toBe('not-drawn');
    expect(await response.text(), route).toMatch(/<div id="?root"?><\/div>/);
  }
});
