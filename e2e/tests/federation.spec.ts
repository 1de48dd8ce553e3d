import { expect, test, type Response } from '@playwright/test';
import { originOf } from '../support/servers';
import { signIn } from '../support/session';

const REACT_DOM = 'rendererPackageName:"react-dom"';
const REACT = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';

test('downloads React and React DOM once per page load, from the shell only', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.text().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  await page.goto('/');
  for (const section of ['fanspick', 'fanfunding', 'events']) {
    await expect(
      page.getByTestId(`home-section-${section}`).getByRole('heading', { level: 2 }),
    ).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const reactDom = scripts.filter((s) => s.body.includes(REACT_DOM));
  const react = scripts.filter((s) => s.body.includes(REACT));
  expect(reactDom.map((s) => new URL(s.url).origin)).toEqual([originOf('shell')]);
  expect(react.map((s) => new URL(s.url).origin)).toEqual([originOf('shell')]);
  // A remote brings only its entry and its exposed module: React, MUI and the session come from the shell.
  for (const remote of ['mfe-fanspick', 'mfe-fanfunding', 'mfe-events'] as const) {
    const files = scripts
      .filter((s) => s.url.startsWith(originOf(remote)))
      .map((s) => new URL(s.url).pathname);
    expect(files).toHaveLength(2);
    expect(files).toContain('/remoteEntry.js');
    expect(files.some((file) => /^\/__federation_expose_HomeSection\.\w+\.js$/.test(file))).toBe(true);
  }
});

test('every app uses the one session store of the page', async ({ page }) => {
  const fan = await signIn(page);
  await page.goto('/');
  const remoteSessions = page.getByTestId('signed-in-as');
  // The Fan Funding and Events sections (still minimal) show who is signed in, from the shared store.
  await expect(remoteSessions).toHaveCount(2);
  for (const line of await remoteSessions.all())
    await expect(line).toHaveText(`Masuk sebagai / Signed in as ${fan.email}`);

  const providers = await page.evaluate(() => {
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.values(share).flatMap((scopes) =>
      Object.values(scopes.default?.['@fanhub/shared-auth'] ?? {}).map((entry) => entry.from),
    );
  });
  expect(new Set(providers)).toEqual(new Set(['shell']));

  // Log out through the shell's instance: the remotes' lines change at once, so they observe that very store.
  await page.evaluate(async () => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: {
            name: string;
            loadShare: (name: string) => Promise<false | (() => { session: { logout: () => void } })>;
          }[];
        };
      }
    ).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const factory = await shell.loadShare('@fanhub/shared-auth');
    if (factory) factory().session.logout();
  });
  for (const line of await remoteSessions.all()) await expect(line).toHaveText('');
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await expect(page.getByText('Berhasil keluar / Successfully logged out')).toBeVisible();
});
