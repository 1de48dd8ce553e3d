import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { withSharedAuth } from '../support/fans';
import { E2E, remoteBaseOf } from '../support/servers';
import { expectHomeSections } from '../support/lists';
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
  await expectHomeSections(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const reactDom = scripts.filter((s) => s.body.includes(REACT_DOM));
  const react = scripts.filter((s) => s.body.includes(REACT));
  const fromShell = (url: string) => !url.includes('/apps/') && new URL(url).origin === E2E.site;
  expect(reactDom.map((s) => fromShell(s.url))).toEqual([true]);
  expect(react.map((s) => fromShell(s.url))).toEqual([true]);
  // A remote brings only its entry and its exposed module: React, MUI and the session come from the shell.
  for (const remote of ['mfe-fanspick', 'mfe-fanfunding', 'mfe-events'] as const) {
    const files = scripts
      .filter((s) => s.url.startsWith(`${remoteBaseOf(remote)}/`))
      .map((s) => s.url.slice(remoteBaseOf(remote).length));
    expect(files).toHaveLength(2);
    expect(files).toContain('/remoteEntry.js');
    expect(files.some((file) => /^\/__federation_expose_HomeSection\.\w+\.js$/.test(file))).toBe(true);
  }
});

test('every app uses the one session store of the page', async ({ page, request }) => {
  const fan = await signIn(page);
  const [campaign] = (await (await request.get(`${E2E.api.url}/v1/client/campaign?status=active`)).json())
    .data as { _id: string }[];
  await page.goto(`/fanfunding/${campaign!._id}`);
  // The Fan Funding remote reads the fan and the balance the shell signed in.
  await page.getByRole('button', { name: 'Dukung Proyek Ini / Support This Project' }).click();
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
  await page.getByRole('button', { name: 'Dukung Proyek Ini / Support This Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
});
