import { randomUUID } from 'node:crypto';
import { coinsOf, fanWithCoins, type Fan } from '@fanhub/testkit';
import { signInAt, voteThroughModal } from '../support/fans';
import { shown } from '../support/quality';
import { E2E, siteApi } from '../support/servers';
import { newStaff, signInToStudio, studioAdmin, votingFromTheStudio } from '../support/staff';
import { expect, test } from '../support/test';

// Fair play's votings come from the studio: they run after the tests that expect the seeded catalogue alone.

test('a voting with a daily cap states it, and a vote beyond it is refused with the limit and the reset', async ({
  page,
}) => {
  const { votingId, projectIds } = await votingFromTheStudio(page, { dailyCoinCap: 30 });
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });

  await signInAt(page, `/fanspick/${votingId}`, fan);
  const rules = page.getByTestId('voting-rules');
  await expect(rules).toContainText('Maksimal 30 Koin per fan per hari (direset pukul 00.00 WIB)');
  await expect(rules).toContainText('At most 30 coins per fan per day (resets at 00:00 WIB)');

  await page.goto(`/fanspick/project/${projectIds[0]}`);
  await expect(page.getByTestId('voting-rules')).toContainText('Maksimal 30 Koin per fan per hari');
  await voteThroughModal(page, 25);
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();
  await voteThroughModal(page, 10);
  await expect(
    page.getByText(
      /Batas voting ini 30 Koin per fan per hari; sisa Koin-mu hari ini 5, batasnya direset .+ WIB \/ This voting allows 30 coins per fan per day; you have 5 left today, and the limit resets at .+ WIB/,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('project-votes')).toContainText(shown(25));
});

test('moderators see new accounts from one address voting together, void their votes, and the voting says so in public', async ({
  page,
  request,
}) => {
  const { votingId, projectIds } = await votingFromTheStudio(page, {});
  // Five new accounts, registered from one address (this runner's), each voting 3 coins within minutes.
  const farm: Fan[] = [];
  for (let n = 0; n < 5; n++) farm.push(await fanWithCoins(siteApi, { title: 'Paket Fan' }));
  for (const fan of farm) {
    const voted = await request.post(`${E2E.api.url}/v1/client/voting-project/create-vote`, {
      headers: { ...fan.auth, 'idempotency-key': randomUUID() },
      data: { projectId: projectIds[0], coins: 3 },
    });
    expect(voted.ok()).toBe(true);
  }

  await signInToStudio(page, await newStaff(await studioAdmin(), 'moderator', 'Moderator Fair Play'));
  await page.getByRole('menuitem', { name: 'Fair play: sinyal / Fair play: signals' }).click();
  const cluster = page
    .getByTestId('flagged-cluster')
    .filter({ hasText: 'Satu alamat / One address' })
    .filter({ hasText: farm[0]!.email });
  for (const fan of farm) await expect(cluster).toContainText(fan.email);
  await expect(cluster).toContainText('15 Koin');
  await cluster
    .getByLabel('Alasan publik (Indonesia) / Public reason (Indonesian)')
    .fill('Akun palsu dari satu alamat');
  await cluster
    .getByLabel('Alasan publik (Inggris) / Public reason (English)')
    .fill('Fake accounts from one address');
  await cluster.getByRole('button', { name: 'Batalkan vote mereka / Void their votes' }).click();
  await expect(page.getByText('Vote dibatalkan / Votes voided')).toBeVisible();

  // Fans read what happened on the voting's page; the project's total is back to zero, the coins back with the farm.
  await page.goto(`${E2E.site}/fanspick/${votingId}`);
  const notices = page.getByTestId('voiding-notices');
  await expect(notices).toContainText('5 vote (15 Koin) dari 5 akun dibatalkan');
  await expect(notices).toContainText('Akun palsu dari satu alamat / Fake accounts from one address');
  await page.goto(`${E2E.site}/fanspick/project/${projectIds[0]}`);
  await expect(page.getByTestId('project-votes')).toContainText('0 vote');
  expect(await coinsOf(siteApi, farm[0]!)).toBe(100);
});
