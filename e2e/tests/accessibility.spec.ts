import type { Locator, Page } from '@playwright/test';
import { fanWithCoins } from '@fanhub/testkit';
import { DRAWN_ROUTES } from '@fanhub/site';
import { activeCampaign, auditedRoute, awardProject, openEvent } from '../support/catalogue';
import { signInAt, spendButton, SUPPORT_BUTTON } from '../support/fans';
import { scrollToTheEnd } from '../support/lists';
import { expectDialogSettled, expectNoSeriousA11yViolations } from '../support/quality';
import { expect, test } from '../support/test';
import { siteApi } from '../support/servers';

/** Every public route: the section lists, one detail page of each section, and the verify pages. */
test.describe('every route passes axe with no serious or critical violation', () => {
  // Each route loaded, scrolled to its end and checked with axe: a test each, shared by the two browsers.
  test.describe.configure({ mode: 'parallel' });
  for (const route of [
    ...DRAWN_ROUTES,
    '/fanspick/project/:projectId/verify',
    '/fanfunding/:campaignId/verify',
  ]) {
    test(route, async ({ page, request }) => {
      await page.goto(await auditedRoute(request, route));
      await page.waitForLoadState('networkidle');
      await scrollToTheEnd(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

/** Opens a dialog and checks the page with it open. */
async function checkDialog(page: Page, open: () => Promise<unknown>, name: string): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expectDialogSettled(dialog);
  await test.step(name, () => expectNoSeriousA11yViolations(page));
  return dialog;
}

/** Each dialog a visitor can open, checked with axe while it is open: a test each, shared by the two browsers. */
test.describe('the visitor dialogs pass axe', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(({ page }) => page.goto('/'));

  test('sign in', async ({ page }) => {
    await checkDialog(page, () => page.getByTestId('coin-balance').click(), 'Masuk / Sign In');
  });

  test('forgot password', async ({ page }) => {
    await page.getByTestId('coin-balance').click();
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Lupa password? / Forgot password?' }).click(),
      'Lupa Password / Forgot Password',
    );
  });

  test('register', async ({ page }) => {
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Daftar Sekarang / Sign Up Now' }).click(),
      'Daftar / Register',
    );
  });

  test('language', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Bahasa / Language' }).click(),
      'Bahasa / Language',
    );
  });
});

/** Opens `path` and signs a fan of the test's own, holding coins, in there. */
const signInAsAFanWithCoins = async (page: Page, path: string) =>
  signInAt(page, path, await fanWithCoins(siteApi, { title: 'Paket Fan' }));

/** Each dialog a signed-in fan can open, checked with axe while it is open: a test each, with a fan of its own. */
test.describe("a fan's dialogs pass axe", () => {
  test.describe.configure({ mode: 'parallel' });

  test('coins', async ({ page }) => {
    await signInAsAFanWithCoins(page, '/');
    await checkDialog(page, () => page.getByTestId('coin-balance').click(), 'Koin Kamu / Your Coins');
  });

  test('vote', async ({ page, request }) => {
    await signInAsAFanWithCoins(page, `/fanspick/project/${(await awardProject(request, 'Koreografi'))._id}`);
    await checkDialog(page, () => page.getByRole('button', { name: 'Vote', exact: true }).click(), 'Vote');
  });

  test('support', async ({ page, request }) => {
    await signInAsAFanWithCoins(page, `/fanfunding/${(await activeCampaign(request))._id}`);
    await checkDialog(page, () => page.getByRole('button', { name: SUPPORT_BUTTON }).click(), 'Support');
  });

  test('sign-up confirmation', async ({ page, request }) => {
    await signInAsAFanWithCoins(page, `/event/${(await openEvent(request, 'paid'))._id}`);
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Daftar / Sign Up' }).click(),
      'Konfirmasi Pendaftaran / Confirm Registration',
    );
  });

  test('share', async ({ page, request }) => {
    await signInAsAFanWithCoins(page, `/event/${(await openEvent(request, 'paid'))._id}`);
    await page.getByRole('button', { name: 'Bagikan / Share' }).click();
    await expectDialogSettled(page.getByRole('dialog'));
    await expectNoSeriousA11yViolations(page);
  });
});

/** Presses Tab until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a dialog takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Daftar Sekarang / Sign Up Now' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Daftar / Register' });
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('with the keyboard alone a fan signs in and votes', async ({ page, request }) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  await page.goto(`/fanspick/project/${(await awardProject(request, 'Koreografi'))._id}`);
  const vote = page.getByRole('button', { name: 'Vote', exact: true });

  // A visitor's Vote asks for sign-in first.
  await tabTo(page, vote);
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await expect(login).toBeVisible();
  await tabTo(page, login.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(fan.email);
  await tabTo(page, login.getByLabel('Password'));
  await page.keyboard.type(fan.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Berhasil masuk! / Successfully signed in!')).toBeVisible();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  // Signed in, the vote the fan asked for continues: its dialog is open without pressing Vote again.
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await expect(modal).toBeVisible();
  const coins = modal.getByRole('textbox', { name: 'Koin' });
  await tabTo(page, coins);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await tabTo(page, spendButton(modal, 'Vote', 12));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful! 12 Koin untuk/)).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('88');
});
