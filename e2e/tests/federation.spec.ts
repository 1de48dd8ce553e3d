import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { withSharedAuth, SUPPORT_BUTTON } from '../support/fans';
import { E2E, remoteBaseOf } from '../support/servers';
import { expectHomeSections } from '../support/lists';
import { signIn } from '../support/session';

const REACT_DOM = 'rendererPackageName:"react-dom"';
const REACT = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';

/** Every script a page downloads, with its text, until the page is quiet. */
function scriptsOf(page: Page) {
  const scripts: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.text().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    scripts,
    /** The files fetched from a remote's base, as paths under it. */
    from: (remote: string) =>
      scripts
        .filter((s) => s.url.startsWith(`${remoteBaseOf(remote)}/`))
        .map((s) => s.url.slice(remoteBaseOf(remote).length)),
    /** Waits until the page is quiet and every script is read; nothing is collected after. */
    settled: async () => {
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      await Promise.all(pending);
    },
  };
}

test('downloads React and React DOM once per page load, from the shell only', async ({ page }) => {
  const { scripts, from, settled } = scriptsOf(page);
  await page.goto('/');
  await expectHomeSections(page);
  await settled();

  const reactDom = scripts.filter((s) => s.body.includes(REACT_DOM));
  const react = scripts.filter((s) => s.body.includes(REACT));
  const fromShell = (url: string) => !url.includes('/apps/') && new URL(url).origin === E2E.site;
  expect(reactDom.map((s) => fromShell(s.url))).toEqual([true]);
  expect(react.map((s) => fromShell(s.url))).toEqual([true]);
  // A remote brings only its entry and its exposed module: React, MUI and the session come from the shell.
  for (const remote of ['mfe-fanspick', 'mfe-fanfunding', 'mfe-events'] as const) {
    const files = from(remote);
    expect(files).toHaveLength(2);
    expect(files).toContain('/remoteEntry.js');
    expect(files.some((file) => /^\/__federation_expose_HomeSection\.\w+\.js$/.test(file))).toBe(true);
  }
});

test("a section's own page brings only the section's entry and its page module: every MUI part it draws is the shell's", async ({
  page,
}) => {
  // A MUI component the shell did not provide came from the section's build, with a second copy of MUI's
  // styling base (shell/src/federation/mui-for-remotes.ts).
  for (const [remote, route] of [
    ['mfe-fanspick', '/fanspick'],
    ['mfe-fanfunding', '/fanfunding'],
    ['mfe-events', '/events'],
  ] as const) {
    const { from, settled } = scriptsOf(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await settled();
    const files = from(remote);
    expect(files, route).toHaveLength(2);
    expect(files, route).toContain('/remoteEntry.js');
    expect(
      files.some((file) => /^\/__federation_expose_App\.\w+\.js$/.test(file)),
      route,
    ).toBe(true);
  }
});

test('every app uses the one session store of the page', async ({ page, request }) => {
  const fan = await signIn(page);
  const [campaign] = (await (await request.get(`${E2E.api.url}/v1/client/campaign?status=active`)).json())
    .data as { _id: string }[];
  await page.goto(`/fanfunding/${campaign!._id}`);
  // The Fan Funding remote reads the fan and the balance the shell signed in.
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  const modal = page.getByRole('dialog', { name: 'Support' });
  await expect(modal).toContainText(`Saldo / Balance: ${fan.coins.toLocaleString('id-ID')} Koin`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

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

  // Log out through the shell's instance: the remote sees it at once, so it observes that very store.
  await withSharedAuth(page, '(auth) => auth.session.logout()');
  await expect(page.getByText('Berhasil keluar / Successfully logged out')).toBeVisible();
  await page.goto(`/fanfunding/${campaign!._id}`);
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
});
