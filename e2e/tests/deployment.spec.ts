import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  E2E,
  originOf,
  remoteBaseOf,
  restartApiReplica,
  ROOT,
  serveRelease,
  serverNames,
  stopServer,
  REMOTE_APPS,
  type AppName,
  type RemoteApp,
} from '../support/servers';
import { expectHomeSections, scrollToTheEnd } from '../support/lists';
import { nextFanFundingRelease } from '../support/next-release';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the page fetches an app's files from: the site itself for the shell, the remote's base otherwise. */
const baseOf = (app: AppName) => (app === 'shell' ? E2E.site : remoteBaseOf(app));
/** The largest hashed chunk of an app's build (small files are not worth compressing). */
function hashedChunkOf(app: AppName): string {
  const dist = path.join(ROOT, app, 'dist');
  const size = (file: string) => statSync(path.join(dist, file)).size;
  return readdirSync(dist)
    .filter((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file))
    .sort((a, b) => size(b) - size(a))[0]!;
}

async function headersOf(request: APIRequestContext, url: string, acceptEncoding = 'br, gzip') {
  const response = await request.get(url, { headers: { 'Accept-Encoding': acceptEncoding } });
  expect(response.status(), url).toBe(200);
  return response.headers();
}

test('scripts arrive brotli or gzip encoded; hashed files are immutable, the files naming them no-cache', async ({
  request,
}) => {
  for (const app of ['shell', ...REMOTE_APPS] as AppName[]) {
    const chunk = await headersOf(request, `${baseOf(app)}/${hashedChunkOf(app)}`);
    expect(chunk['cache-control'], `${app} chunk`).toBe(IMMUTABLE);
    expect(chunk['content-encoding'], `${app} chunk`).toBe('br');
    expect(chunk['vary']).toMatch(/Accept-Encoding/i);
    const gzipOnly = await headersOf(request, `${baseOf(app)}/${hashedChunkOf(app)}`, 'gzip');
    expect(gzipOnly['content-encoding'], `${app} chunk, gzip only`).toBe('gzip');

    const naming =
      app === 'shell'
        ? ['/', '/index.html', '/main.js', '/first-screen.js', '/config.json', '/remotes.json']
        : ['/remoteEntry.js', '/mf-manifest.json'];
    for (const file of naming) {
      const headers = await headersOf(request, `${baseOf(app)}${file}`);
      expect(headers['cache-control'], `${app}${file}`).toBe('no-cache');
    }
  }
  // A route of the single-page app is index.html, never cached.
  const route = await headersOf(request, `${E2E.site}/fanfunding/some-campaign`);
  expect(route['content-type']).toMatch(/text\/html/);
  expect(route['cache-control']).toBe('no-cache');
});

test('every page carries the security headers and a policy without unsafe-eval', async ({ request }) => {
  const headers = await headersOf(request, `${E2E.site}/`);
  const policy = headers['content-security-policy']!;
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toMatch(
    /script-src 'self' [^;]*https:\/\/app\.midtrans\.com[^;]*https:\/\/translate\.google\.com/,
  );
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test("the studio's pages may compile WebAssembly (the door's QR reader), and still never eval", async ({
  request,
}) => {
  const policy = (await headersOf(request, `${originOf('studio')}/`))['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' /);
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
});

test('the policy refuses a script injected into the page', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-greeting')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)[0]).toMatch(/^script-src-elem refused inline on /);
});

test.describe('as npm start serves it', () => {
  test.skip(E2E.viaGateway, 'the direct run only: each app on its own server (scripts/serve-app.mjs)');

  test("a section's studio pages built after its server started are served once they are there", async ({
    request,
  }) => {
    // `npm start` serves the sections first and builds their studio pages after (FANHUB_BUILD=studio).
    const app = 'mfe-fanspick';
    const dist = path.join(ROOT, app, 'dist');
    const release = mkdtempSync(path.join(tmpdir(), 'fanhub-release-'));
    cpSync(dist, release, { recursive: true, filter: (from) => !from.startsWith(path.join(dist, 'studio')) });
    await serveRelease(app, release);
    try {
      const manifest = `${originOf(app)}/studio/mf-manifest.json`;
      expect((await request.get(manifest)).status()).toBe(404);
      cpSync(path.join(dist, 'studio'), path.join(release, 'studio'), { recursive: true });
      const answer = await request.get(manifest);
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { name: string }).name).toBe('mfe_fanspick_studio');
    } finally {
      await serveRelease(app);
      rmSync(release, { recursive: true, force: true });
    }
  });
});

test.describe('through the gateway', () => {
  test.skip(!E2E.viaGateway, 'the gateway run only (E2E_GATEWAY=1)');

  test('fans reach the shell, every remote and the API on one origin', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/');
    await expectHomeSections(page);
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([E2E.site]);
    // Each remote's chunks come from under its own prefix, where its manifest was found.
    const manifest = await (
      await page.request.get(`${remoteBaseOf('mfe-fanspick')}/mf-manifest.json`)
    ).json();
    expect(manifest.metaData.publicPath).toBe('auto');
  });

  test('HSTS is sent when fans arrive over TLS, and only then', async ({ request }) => {
    const overTls = await request.get(`${E2E.site}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await request.get(`${E2E.site}/`)).headers()['strict-transport-security']).toBeUndefined();
  });

  test('with one API replica down, fans are still served by the other', async ({ page, request }) => {
    test.skip(
      !serverNames().includes('api-2'),
      'one replica only (no PostgreSQL server for the gateway run)',
    );
    await stopServer('api-1');
    try {
      const health = await Promise.all(
        Array.from({ length: 6 }, async () => (await request.get(`${E2E.api.url}/v1/health`)).status()),
      );
      expect(health).toEqual(Array(6).fill(200));
      await signIn(page);
      await page.goto('/');
      await expect(page.getByTestId('coin-balance')).toBeVisible();
      await expect(
        page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 }),
      ).toBeVisible();
    } finally {
      await restartApiReplica(0);
    }
  });

  test.describe('as an installed app', () => {
    test.use({ serviceWorkers: 'allow' });

    test('redeploying one remote changes its section on the next page load, installed app included; the shell and other remotes stay', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const builds = (p: Page) =>
        p.evaluate(() =>
          Object.fromEntries(
            Array.from(document.querySelectorAll<HTMLElement>('[data-remote]')).map((el) => [
              el.dataset.remote!,
              el.dataset.remoteBuild!,
            ]),
          ),
        );
      const etagsOfOthers = async () =>
        Promise.all(
          [
            `${E2E.site}/main.js`,
            ...['mfe-fanspick', 'mfe-events'].map(
              (app) => `${remoteBaseOf(app as RemoteApp)}/remoteEntry.js`,
            ),
          ].map(async (url) => (await request.get(url)).headers()['etag']),
        );
      // As an installed app: the service worker controls the page, and its caches hold the remote as it was.
      await page.goto('/');
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await scrollToTheEnd(page);
      await expect(page.locator('[data-remote="mfe_fanfunding"]')).toBeAttached();
      await expect(page.locator('[data-remote="mfe_events"]')).toBeAttached();
      const before = await builds(page);
      const othersBefore = await etagsOfOthers();

      // The Fan Funding squad ships a new build: built elsewhere, then switched in at once.
      const release = nextFanFundingRelease();
      await serveRelease('mfe-fanfunding', release.dir);
      try {
        await page.reload();
        await scrollToTheEnd(page);
        await expect(page.locator('[data-remote="mfe_fanfunding"]')).toHaveAttribute(
          'data-remote-build',
          release.version,
        );
        await expect(
          page.getByTestId('home-section-fanfunding').getByRole('heading', { level: 2 }),
        ).toBeVisible();
        const after = await builds(page);
        expect(after).toEqual({ ...before, mfe_fanfunding: release.version });
        expect(await etagsOfOthers()).toEqual(othersBefore);
      } finally {
        await serveRelease('mfe-fanfunding');
      }
    });
  });
});
