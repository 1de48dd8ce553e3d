import { dataOf, type Fan } from '@fanhub/testkit';
import { expect, type Locator, type Page } from '@playwright/test';
import { siteApi } from './servers';

/**
 * A campaign's support button: "Dukung Proyek Ini" while it is active, "Ikut Kampanye Trending" once supports made
 * it trending, as another spec's may at any moment.
 */
export const SUPPORT_BUTTON =
  /Dukung Proyek Ini \/ Support This Project|Ikut Kampanye Trending \/ Join Trending Campaign/;

/** Signs in through the login modal, as a fan would (the coin chip asks a visitor to sign in on any page). */
export async function signInThroughModal(page: Page, fan: Pick<Fan, 'email' | 'password'>): Promise<void> {
  await page.getByTestId('coin-balance').click();
  const dialog = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await dialog.getByLabel('Password').fill(fan.password);
  await dialog.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await page.getByText('Berhasil masuk! / Successfully signed in!').waitFor();
}

/** Opens `path` on the site and signs the fan in there through the login modal. */
export async function signInAt(
  page: Page,
  path: string,
  fan: Pick<Fan, 'email' | 'password'>,
): Promise<void> {
  await page.goto(path);
  await signInThroughModal(page, fan);
}

/** Signs in through a standalone remote's harness (the bar above the remote); answers the harness. */
export async function signInOnHarness(page: Page, fan: Pick<Fan, 'email' | 'password'>) {
  const harness = page.getByTestId('standalone-harness');
  await harness.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await harness.getByLabel('Password').fill(fan.password);
  await harness.getByRole('button', { name: 'Masuk / Sign In' }).click();
  return harness;
}

/** A spend dialog's submit button, which names what it spends: "Vote 15 Koin", "Support 25 Koin", "Vote 5 Hati". */
export const spendButton = (
  dialog: Locator,
  action: 'Vote' | 'Support',
  amount: number,
  unit: 'Koin' | 'Hati' = 'Koin',
) => dialog.getByRole('button', { name: `${action} ${amount} ${unit}`, exact: true });

/** Votes `coins` for the project on the open page through the vote modal (once any dialog before it closed). */
export async function voteThroughModal(page: Page, coins: number): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill(String(coins));
  await spendButton(modal, 'Vote', coins).click();
}

/** A 1x1 PNG, enough to be a real image the API decodes. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's shared-auth module (the one federation singleton), for asking what remotes would ask. */
export async function withSharedAuth<T>(page: Page, call: string): Promise<T> {
  return page.evaluate(async (body) => {
    type Federation = {
      __INSTANCES__: { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> }[];
    };
    const shell = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__.__INSTANCES__.find(
      (i) => i.name === 'shell',
    )!;
    const factory = await shell.loadShare('@fanhub/shared-auth');
    if (!factory) throw new Error('shared-auth is not shared');
    return new Function('auth', `return (${body})(auth)`)(factory()) as T;
  }, call);
}

/**
 * The reset code the API mailed to `email`, read from its development outbox (the API runs without SMTP). The mail
 * leaves on the job queue after the API answered: it is waited for.
 */
export async function mailedResetCode(email: string): Promise<string> {
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const mails = await dataOf<{ text: string }[]>(siteApi, {
      path: `/v1/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    // Newest first; the confirmation mailed at registration is older.
    const code = mails.map(({ text }) => /Kode reset password kamu: (\d{6})/.exec(text)?.[1]).find(Boolean);
    if (code) return code;
  }
  throw new Error(`no reset code was mailed to ${email}`);
}
