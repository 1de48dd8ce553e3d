import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pause, startPrometheus } from '@fanhub/testkit';
import { auditedRoutes } from '../support/catalogue';
import { FIRST_SCREEN, gotoDrawn } from '../support/drawn-pages';
import { NEXT_FAN_FUNDING_HEADING, nextFanFundingRelease } from '../support/next-release';
import {
  E2E,
  FIRST_SCREEN_METRICS_PORT,
  restartFirstScreenWith,
  ROOT,
  serveRelease,
  stopServer,
} from '../support/servers';
import { expect, test } from '../support/test';

// docs/architecture.md section 11: the first-screen server draws each fan route's first screen into its HTML: the
// shell's own server on the direct run, production's `first-screen` service behind the shell's nginx on the
// gateway run.

/**
 * The gateway keeps a drawn page a second (nginx counts whole seconds: up to two), so a change shows on the first
 * request after that.
 */
const afterTheGatewayKeptThePage = () =>
  E2E.pageCacheSeconds ? pause((E2E.pageCacheSeconds + 1) * 1000 + 100) : Promise.resolve();

test('with JavaScript on, every route takes over the HTML drawn on the server without an error, a redraw or a style inserted again', async ({
  page,
  request,
}) => {
  test.skip(!E2E.viaGateway, "the pages' own code, the same in both runs: the gateway run's");
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The first heading as the HTML brought it, before any script ran: hydrated, it is the same element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    }),
  );
  // Every rule a script inserts into a style sheet (Emotion does so for a style the drawn page did not bring).
  await page.addInitScript(() => {
    const insertRule = CSSStyleSheet.prototype.insertRule;
    const inserted: string[] = ((window as { insertedRules?: string[] }).insertedRules = []);
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  for (const route of await auditedRoutes(request)) {
    await gotoDrawn(page, route);
    await page.waitForLoadState('networkidle');
    const sameHeading = await page.evaluate(
      () => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
    );
    expect(sameHeading, route).toBe(true);
    expect(errors, route).toEqual([]);
    // The drawn page brought every style its components use, the classes they only pass down included.
    expect(await page.evaluate(() => (window as { insertedRules?: string[] }).insertedRules), route).toEqual(
      [],
    );
  }
});

test('on a phone, nothing on the drawn first screen moves or changes its words while React takes it over (layout shift at most 0.02)', async ({
  page,
  request,
}) => {
  test.skip(!E2E.viaGateway, "the pages' own code, the same in both runs: the gateway run's");
  await page.setViewportSize({ width: 412, height: 823 });
  // The words the drawn page shows, as the HTML brought them (its styles inline), before any script ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnWords?: string }).drawnWords = document.getElementById('root')?.innerText;
    }),
  );
  for (const route of await auditedRoutes(request)) {
    await gotoDrawn(page, route);
    await expect(page.locator('html'), route).toHaveAttribute('data-ready', 'true');
    await page.waitForLoadState('networkidle');
    const words = await page.evaluate(() => ({
      drawn: (window as { drawnWords?: string }).drawnWords,
      shown: document.getElementById('root')?.innerText,
    }));
    expect(words.shown, route).toBe(words.drawn);
    // Every shift since the page started, as the browser scores them (a fan's input excuses none here).
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(list.getEntries().map((shift) => (shift as PerformanceEntry & { value: number }).value));
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          // No shift at all: the observer is never called.
          setTimeout(() => resolve([]), 500);
        }),
    );
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      route,
    ).toBeLessThanOrEqual(0.02);
  }
});

test("the framework's file is fetched with the page's picture, the page's other scripts (its section's included) once the picture has arrived, and they run once it is painted (the locale's data loaded meanwhile), or without it when the picture stalls; the site's settings come with the page", async ({
  page,
}) => {
  // The picture's paint, recorded as it comes: read later, its element may have left the page (the banner turns).
  await page.addInitScript(() => {
    const pictures: { url: string; startTime: number }[] = [];
    Object.assign(window, { fanhubPicturePaints: pictures });
    new PerformanceObserver((list) => {
      for (const paint of list.getEntries() as (PerformanceEntry & {
        element: Element | null;
        url: string;
      })[]) {
        if (paint.element?.getAttribute('fetchpriority') === 'high') pictures.push(paint);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Where and when the page first built a number's or a date's formatter (the file that did, from its stack).
  await page.addInitScript(() => {
    const firstFormatters: { at: number; by: string | undefined }[] = [];
    Object.assign(window, { fanhubFirstFormatters: firstFormatters });
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of ['NumberFormat', 'DateTimeFormat']) {
      intl[kind] = new Proxy(intl[kind]!, {
        construct(target, args) {
          const by = /(https?:\/\/[^\s)]+):\d+:\d+/.exec(new Error().stack ?? '')?.[1];
          if (firstFormatters.length < 2) firstFormatters.push({ at: performance.now(), by });
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
  /**
   * When the page's largest picture had arrived and was painted, how the page asked for each script its HTML held
   * back (when, and by what: `link` is the held preload) and which of the site's settings its start-up fetched
   * (config.json, remotes.json, a remote's manifest).
   */
  const timings = (heldScripts: string[]) =>
    page.evaluate((held) => {
      const [picture] = (window as unknown as { fanhubPicturePaints: { url: string; startTime: number }[] })
        .fanhubPicturePaints;
      const fileAt = (url: string) =>
        performance.getEntriesByName(new URL(url, location.href).href)[0] as
          PerformanceResourceTiming | undefined;
      return {
        pictureArrived: picture && fileAt(picture.url)?.responseEnd,
        picturePainted: picture?.startTime,
        scriptsAsked: held.map((url) => ({
          url,
          at: fileAt(url)?.startTime,
          by: fileAt(url)?.initiatorType,
        })),
        firstFormatters: (window as unknown as { fanhubFirstFormatters: { at: number; by?: string }[] })
          .fanhubFirstFormatters,
        settingsFetched: performance
          .getEntriesByType('resource')
          .map(({ name }) => new URL(name).pathname)
          .filter((pathname) => /\/(config|remotes|mf-manifest)\.json$/.test(pathname)),
      };
    }, heldScripts);

  // A slow picture (1.5 s): the start-up waits for it.
  await page.route('**/v1/file/**', async (route) => {
    await pause(1500);
    await route.continue();
  });
  const response = await gotoDrawn(page, '/events');
  // The scripts the drawn page holds back until its picture is painted (ADR-226), its entry included (ADR-228):
  // the one script it runs at first is the small one that starts them, written into the page (ADR-260).
  const html = await response.text();
  const [, held = ''] = /<template id="first-screen-scripts">(.*?)<\/template>/.exec(html) ?? [];
  const heldScripts = [...held.matchAll(/href="?([^" >]+)/g)].map(([, href]) => href!);
  expect(heldScripts.length).toBeGreaterThan(5);
  expect(heldScripts[0]).toBe('/main.js');
  // The events section's files are held with the shell's, named where the fan's browser finds them (ADR-240).
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const eventsRemote = remotes.mfe_events!;
  expect(heldScripts).toContain(new URL('remoteEntry.js', eventsRemote).href);
  expect(heldScripts.some((url) => /__federation_expose_App\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  // The framework's file, half of the page's JavaScript, is fetched with the picture at a lower priority, not held
  // (ADR-264).
  const earlyTags = [...html.replace(held, '').matchAll(/<link rel="?preload"? as="?script"?[^>]*>/g)];
  expect(earlyTags.map(([tag]) => tag)).toEqual([expect.stringMatching(/ fetchpriority="?low"?>$/)]);
  const early = earlyTags.map(([tag]) => /href="?([^" >]+)/.exec(tag)![1]!);
  expect(early).toEqual([expect.stringMatching(/^\/framework\.[0-9a-f]{8}\.js$/)]);
  expect(heldScripts.filter((url) => url.includes('/framework.'))).toEqual([]);
  const pageScripts = [...html.replace(held, '').matchAll(/<script( [^>]*)?>/g)].map(([tag]) => tag);
  expect(pageScripts.filter((tag) => !/type="?application\/json/.test(tag))).toEqual(['<script>']);
  // Allowed by its hash alone: no inline script else; the hash's carrier header stays between the servers.
  const [, scriptSources = ''] =
    /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '') ?? [];
  expect(scriptSources).toMatch(/'sha256-[A-Za-z0-9+/]+={0,2}'/);
  expect(scriptSources).not.toContain('unsafe-inline');
  expect(response.headers()['x-fanhub-page-scripts']).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const slow = await timings([...early, ...heldScripts]);
  expect(slow.picturePainted).toBeGreaterThan(1500);
  const [framework, ...others] = slow.scriptsAsked;
  expect(framework!.by).toBe('link');
  expect(framework!.at).toBeLessThan(slow.pictureArrived! - 1000);
  // Each of the others is asked for through its preload, all together, once the picture has arrived (main.js too).
  for (const script of others) {
    expect(script.by, script.url).toBe('link');
    expect(script.at, script.url).toBeGreaterThan(slow.pictureArrived!);
  }
  // The settings, the remote list and the events section's manifest came with the page: nothing fetched first.
  expect(slow.settingsFetched).toEqual([]);
  // The locale's data is loaded by the page's own start once the picture's frame is drawn (the paint's timestamp,
  // when the screen shows it, can come a little later), while the scripts download, not by shared-ui's formatters
  // while React takes the page over (ADR-265).
  expect(slow.firstFormatters).toEqual([
    { at: expect.any(Number), by: new URL(response.url()).href },
    { at: expect.any(Number), by: new URL(response.url()).href },
  ]);
  expect(slow.firstFormatters[0]!.at).toBeGreaterThan(slow.pictureArrived!);

  // A picture that never arrives holds the start-up back no longer than its cap (3 s).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route('**/v1/file/**', () => undefined);
  const startedAt = Date.now();
  await page.goto('/events', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(Date.now() - startedAt).toBeGreaterThan(3000);
  expect((await timings([])).picturePainted).toBeUndefined();
});

test("a client's own X-Fanhub-Settings header cannot put another section's address into the page fans get", async ({
  request,
}) => {
  const forged = JSON.stringify({
    config: { apiBaseUrl: 'https://forged.example/v1' },
    remotes: { mfe_events: 'https://forged.example/apps/events/mf-manifest.json' },
  });
  // A page drawn past its budget (a loaded machine) is the browser's index.html: asked again until one is drawn.
  const drawn = [];
  for (let attempt = 0; attempt < 5 && drawn.length === 0; attempt++) {
    const response = await request.get(`${E2E.site}/events`, { headers: { 'X-Fanhub-Settings': forged } });
    const html = await response.text();
    // The server's own settings (serve-app's, or nginx's, which replaces the header) are the page's.
    expect(html).not.toContain('forged.example');
    if (response.headers()[FIRST_SCREEN] === 'drawn') drawn.push(html);
  }
  expect(drawn, 'a drawn /events in five asks').toHaveLength(1);
  expect(drawn[0]).toContain('id="fanhub-settings"');
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

  // The squad's new build, with a new heading, served as a release.
  const release = nextFanFundingRelease();
  try {
    await serveRelease('mfe-fanfunding', release.dir);
    await afterTheGatewayKeptThePage();
    expect(await headingOf()).toBe(NEXT_FAN_FUNDING_HEADING);
    expect((await request.get(`${E2E.site}/main.js`)).headers()['etag']).toBe(shellBefore);
  } finally {
    await serveRelease('mfe-fanfunding');
  }
  await afterTheGatewayKeptThePage();
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
  // Every route at once: each waits out the server's budget when the API is silent.
  const outcomes = async () =>
    Object.fromEntries(
      await Promise.all(
        routes.map(async (route) => {
          const response = await request.get(`${E2E.site}${route}`);
          expect(response.status(), route).toBe(200);
          return [route, response.headers()[FIRST_SCREEN]] as const;
        }),
      ),
    );
  const everyRoute = (outcome: string) => Object.fromEntries(routes.map((route) => [route, outcome]));
  try {
    // Down, as the first-screen server sees it: nothing listens where it reaches the API.
    await restartFirstScreenWith({ FANHUB_FIRST_SCREEN_API_URL: 'http://127.0.0.1:9/v1' });
    await afterTheGatewayKeptThePage();
    expect(await outcomes()).toEqual(everyRoute('failed'));
    // The page the browser draws alone (the fans' browsers still reach the API): the sections arrive.
    await page.goto('/fanfunding');
    await expect(page.getByRole('heading', { level: 1, name: 'Fan Funding' })).toBeVisible();

    // Too slow: the server stops waiting at its budget and answers the page the browser draws.
    await restartFirstScreenWith({ FANHUB_FIRST_SCREEN_API_URL: silentUrl });
    expect(await outcomes()).toEqual(everyRoute('late'));
  } finally {
    await restartFirstScreenWith();
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

test("Prometheus reads each page's outcome from the first-screen server", async ({ request }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'fanhub-first-screen-metrics-'));
  const prometheus = await startPrometheus(
    { 'fanhub-first-screen': [`127.0.0.1:${FIRST_SCREEN_METRICS_PORT}`] },
    work,
  );
  try {
    const pages = (outcome: string) =>
      `sum(fanhub_first_screen_pages_total{outcome="${outcome}"}) or vector(0)`;
    expect(await prometheus.scrapedUntil('up{job="fanhub-first-screen"}', 1)).toBe(true);
    const before = {
      drawn: (await prometheus.query(pages('drawn')))[0]!.value,
      notDrawn: (await prometheus.query(pages('not-drawn')))[0]!.value,
    };
    // Pages no one asked for yet (the gateway has kept none of them): each reaches the first-screen server.
    const asked = Date.now();
    for (const route of ['/fanspick', '/events', '/fanfunding']) {
      const response = await request.get(`${E2E.site}${route}?metrics=${asked}`);
      expect(response.headers()[FIRST_SCREEN], route).toBe('drawn');
    }
    expect((await request.get(`${E2E.site}/member-area`)).headers()[FIRST_SCREEN]).toBe('not-drawn');
    expect(await prometheus.scrapedUntil(pages('drawn'), before.drawn + 3)).toBe(true);
    expect(await prometheus.scrapedUntil(pages('not-drawn'), before.notDrawn + 1)).toBe(true);
    // Every first-screen metric the alerts name is one this server exposes.
    const alerts = readFileSync(path.join(ROOT, 'deploy', 'observability', 'alerts.yml'), 'utf8');
    const named = new Set([...alerts.matchAll(/\bfanhub_first_screen_\w+/g)].map(([name]) => name));
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) expect(await prometheus.query(name), name).not.toEqual([]);
    // Drawn within the budget (300 ms), then compressed: every drawn page in the half-second bucket.
    const drawnInTime = await prometheus.query(
      'sum(fanhub_first_screen_duration_seconds_bucket{outcome="drawn", le="0.5"})',
    );
    expect(drawnInTime[0]!.value).toBeGreaterThanOrEqual(before.drawn + 3);
  } finally {
    await prometheus.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test.describe('at the gateway', () => {
  test.skip(!E2E.viaGateway, "the gateway run's nginx in front of the first-screen server");

  test('a drawn page is kept a second for every fan; a page the browser draws is never kept', async ({
    request,
  }) => {
    await afterTheGatewayKeptThePage();
    const first = await request.get(`${E2E.site}/fanspick`);
    const again = await request.get(`${E2E.site}/fanspick`);
    expect(first.headers()[FIRST_SCREEN]).toBe('drawn');
    // Drawn afresh: not kept before (MISS), or kept by an earlier test and out of date by now (EXPIRED).
    expect(['MISS', 'EXPIRED']).toContain(first.headers()['x-cache-status']);
    expect(again.headers()['x-cache-status']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    for (let time = 0; time < 2; time += 1) {
      const notDrawn = await request.get(`${E2E.site}/member-area`);
      expect(notDrawn.headers()[FIRST_SCREEN]).toBe('not-drawn');
      expect(notDrawn.headers()['x-cache-status']).not.toBe('HIT');
    }
    await afterTheGatewayKeptThePage();
    expect((await request.get(`${E2E.site}/fanspick`)).headers()['x-cache-status']).not.toBe('HIT');
  });

  test("with the first-screen server down, every route is the shell's index.html, drawn by the browser", async ({
    page,
    request,
  }) => {
    const routes = await auditedRoutes(request);
    await stopServer('first-screen');
    try {
      await afterTheGatewayKeptThePage();
      for (const route of routes) {
        const response = await request.get(`${E2E.site}${route}`);
        expect(response.status(), route).toBe(200);
        expect(response.headers()[FIRST_SCREEN], route).toBe('failed');
        expect(await response.text(), route).toMatch(/<div id="?root"?><\/div>/);
      }
      await page.goto('/fanfunding');
      await expect(page.getByRole('heading', { level: 1, name: 'Fan Funding' })).toBeVisible();
    } finally {
      await restartFirstScreenWith();
    }
  });
});
