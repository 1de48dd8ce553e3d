import type { Page } from '@playwright/test';
import { coinsOf, fanWithCoins } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { awardProject } from '../support/catalogue';
import { signInOnHarness, signInAt, spendButton } from '../support/fans';
import { numberIn } from '../support/quality';
import { originOf, siteApi } from '../support/servers';

test('a fan opens a voting from the home section, votes 15 coins with a message, and everything adds up', async ({
  page,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  await signInAt(page, '/', fan);
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  const section = page.getByTestId('home-section-fanspick');
  await section.getByRole('link', { name: /Koreografi Terbaik 2026/ }).click();
  await expect(page).toHaveURL(/\/fanspick\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Top FansPicker' })).toBeVisible();
  await page.getByTestId('project-card').first().click();
  await expect(page).toHaveURL(/\/fanspick\/project\/[0-9a-f-]{36}$/);

  const votesBefore = await numberIn(page, 'project-votes');
  const supportersBefore = await numberIn(page, 'project-supporters');
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill('15');
  await modal
    .getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)' })
    .fill('Semangat dari Jakarta!');
  await expect(modal.getByTestId('vote-total')).toHaveText('15 Koin');
  await spendButton(modal, 'Vote', 15).click();

  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful! 15 Koin untuk/)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('coin-balance')).toHaveText('85');
  expect(await coinsOf(siteApi, fan)).toBe(85);
  await expect(page.getByTestId('project-votes')).toContainText(String(votesBefore + 15));
  await expect.poll(() => numberIn(page, 'project-supporters')).toBe(supportersBefore + 1);
  await expect(page.getByTestId('supporter-comments').getByRole('listitem').first()).toContainText(
    'Semangat dari Jakarta!',
  );
  await expect(page.getByTestId('supporter-comments').getByRole('listitem').first()).toContainText(
    `${fan.fullName} · 15 Koin`,
  );

  await page.getByRole('button', { name: 'Notifikasi / Notifications' }).click();
  await expect(page.getByTestId('notification-list').getByRole('listitem').first()).toContainText(
    'Vote Berhasil! / Vote Successful!',
  );
});

/** A new fan with 50 coins on a project of 'Koreografi Terbaik 2026', opened from Fans Pick, its vote dialog open. */
async function newFanVoting(page: Page) {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  await signInAt(page, '/fanspick', fan);
  await page.getByRole('link', { name: /Koreografi Terbaik 2026/ }).click();
  await page.getByTestId('project-card').first().click();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  return { fan, modal: page.getByRole('dialog', { name: 'Vote' }) };
}

test('voting above the balance is impossible', async ({ page }) => {
  const { fan, modal } = await newFanVoting(page);
  await modal.getByRole('textbox', { name: 'Koin' }).fill('51');
  await expect(modal.getByText('Ups! Koinmu belum cukup 😔 Yuk, top up dulu')).toBeVisible();
  await expect(spendButton(modal, 'Vote', 51)).toBeDisabled();
  await modal.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'Koin Kamu / Your Coins' })).toBeVisible();
  expect(await coinsOf(siteApi, fan)).toBe(50);
});

test('a fan who clears the amount and types 7 votes 7; a field left empty reads 1', async ({ page }) => {
  const { fan, modal } = await newFanVoting(page);
  const amount = modal.getByRole('textbox', { name: 'Koin' });
  // Deleting the 10 as a fan does, a key at a time.
  const clear = async () => {
    await amount.click();
    await amount.press('End');
    await amount.press('Backspace');
    await amount.press('Backspace');
  };
  await clear();
  await expect(amount).toHaveValue('');
  await expect(modal.getByTestId('vote-total')).toHaveText('1 Koin');
  await amount.press('Tab');
  await expect(amount).toHaveValue('1');

  await clear();
  await amount.pressSequentially('7');
  await expect(amount).toHaveValue('7');
  await expect(modal.getByTestId('vote-total')).toHaveText('7 Koin');
  await spendButton(modal, 'Vote', 7).click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful! 7 Koin untuk/)).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('43');
  expect(await coinsOf(siteApi, fan)).toBe(43);
});

test('a signed-out fan pressing Vote gets the sign-in prompt', async ({ page }) => {
  await page.goto('/fanspick');
  await page.getByRole('link', { name: /Koreografi Terbaik 2026/ }).click();
  await page.getByTestId('project-card').first().click();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page.getByText('Silakan masuk untuk vote / Please sign in to vote')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Masuk / Sign In' })).toBeVisible();
});

test("'Lihat Lebih Banyak Voting' loads the next page from the server and hides at the last one", async ({
  page,
}) => {
  await page.goto('/fanspick');
  const cards = page.getByTestId('voting-list').getByTestId('voting-card');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Lihat Lebih Banyak Voting / See More Votings' }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('button', { name: /Lihat Lebih Banyak Voting/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Comeback', exact: true }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Lihat Lebih Banyak Voting/ })).toBeVisible();
});

test('the same vote flow works on the standalone remote', async ({ page, request }) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const project = await awardProject(request, 'Koreografi', 1);
  await page.goto(`${originOf('mfe-fanspick')}/fanspick/project/${project._id}`);
  const harness = await signInOnHarness(page, fan);
  await expect(harness.getByTestId('coin-balance')).toHaveText('100');

  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill('15');
  await spendButton(modal, 'Vote', 15).click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful! 15 Koin untuk/)).toBeVisible();
  await expect(harness.getByTestId('coin-balance')).toHaveText('85');
  expect(await coinsOf(siteApi, fan)).toBe(85);
  await expect(page.getByTestId('supporter-comments').getByRole('listitem').first()).toContainText(
    `${fan.fullName} · 15 Koin`,
  );
});
