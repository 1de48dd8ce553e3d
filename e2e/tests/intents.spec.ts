import { coinsOf, fanWithCoins, registerFan, topUp } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { activeCampaign, awardProject } from '../support/catalogue';
import { signInAt, signInThroughModal, SUPPORT_BUTTON, withSharedAuth } from '../support/fans';
import { E2E, siteApi } from '../support/servers';

test("a remote's requestLogin shows the sign-in prompt and opens the login modal", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await withSharedAuth(page, "(auth) => auth.intents.requestLogin('vote')");
  await expect(page.getByText('Silakan masuk untuk vote / Please sign in to vote')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
});

test('requestTopUp asks a visitor to sign in first, and opens the coin modal for a fan', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await withSharedAuth(page, '(auth) => auth.intents.requestTopUp()');
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  const fan = await registerFan(siteApi);
  await signInThroughModal(page, fan);
  await withSharedAuth(page, '(auth) => auth.intents.requestTopUp()');
  await expect(page.getByRole('dialog', { name: 'Koin Kamu / Your Coins' })).toBeVisible();
});

test('refreshMember shows the balance the server holds now', async ({ page, request }) => {
  const fan = await registerFan(siteApi);
  await signInAt(page, '/', fan);
  // Coins arrive behind the page's back: a sandbox payment approved through the API.
  const packages = (await (await request.get(`${E2E.api.url}/v1/client/pricing`)).json()).data as {
    _id: string;
  }[];
  const token = await request.get(
    `${E2E.api.url}/v1/client/pricing/create-payment-token/${packages[0]!._id}`,
    {
      headers: { authorization: `Bearer ${fan.token}` },
    },
  );
  const { redirectUrl } = (await token.json()).data as { redirectUrl: string };
  await request.post(`${redirectUrl}/approve`);
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await withSharedAuth(page, '(auth) => auth.session.refreshMember()');
  await expect(page.getByTestId('coin-balance')).toHaveText(String(await coinsOf(siteApi, fan)));
  await expect(page.getByTestId('coin-balance')).toHaveText('50');
});

test("the top bar shows the server's balance after a reload and when the fan comes back to the tab", async ({
  page,
}) => {
  const fan = await registerFan(siteApi);
  await signInAt(page, '/', fan);
  await expect(page.getByTestId('coin-balance')).toHaveText('0');

  // Coins arrive behind the page's back; the stored session still says 0.
  await topUp(siteApi, fan, { title: 'Paket Fan' });
  await page.reload();
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  await topUp(siteApi, fan, { title: 'Paket Fan' });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('coin-balance')).toHaveText('200');
});

test('a visitor pressing the coin chip or Member Area is asked to sign in, with the login modal', async ({
  page,
}) => {
  await page.goto('/');
  const login = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  const prompts = [
    [() => page.getByTestId('coin-balance').click(), 'Silakan masuk untuk top up / Please sign in to top up'],
    [
      () => page.getByRole('button', { name: 'Member Area', exact: true }).click(),
      'Silakan masuk untuk membuka Member Area / Please sign in to open the Member Area',
    ],
    [
      async () => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page
          .getByRole('navigation', { name: 'Menu utama / Main menu' })
          .getByRole('button', { name: 'Member Area' })
          .click();
      },
      'Silakan masuk untuk membuka Member Area / Please sign in to open the Member Area',
    ],
  ] as const;
  for (const [press, prompt] of prompts) {
    await press();
    await expect(page.getByText(prompt).last()).toBeVisible();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  }
});

test('a signed-out fan who presses Vote and signs in gets the vote dialog without pressing Vote again; one who leaves the sign-in does not', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const project = await awardProject(request, 'Koreografi', 1);
  await page.goto(`/fanspick/project/${project._id}`);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await expect(signIn).toBeVisible();
  // Left without signing in: nothing continues later.
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await signIn.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await signIn.getByLabel('Password').fill(fan.password);
  await signIn.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Vote' })).toBeVisible();
  await expect(signIn).toBeHidden();
});

test('a signed-out fan who presses Support on a campaign and signs in gets the support dialog at once', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const campaign = await activeCampaign(request);
  await page.goto(`/fanfunding/${campaign._id}`);
  await page.getByRole('button', { name: SUPPORT_BUTTON }).click();
  const signIn = page.getByRole('dialog', { name: 'Masuk / Sign In' });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(fan.email);
  await signIn.getByLabel('Password').fill(fan.password);
  await signIn.getByRole('button', { name: 'Masuk / Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
});
