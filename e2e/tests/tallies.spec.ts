import { expect, test } from '../support/test';
import { choreographyProject } from '../support/catalogue';
import { fanWithCoins, signInAt } from '../support/fans';
import { numberIn } from '../support/quality';

test("a vote in one fan's browser shows in another's within a second, without a reload", async ({
  browser,
  page,
  request,
}) => {
  const project = await choreographyProject(request, 1);
  const path = `/fanspick/project/${project._id}`;
  const watcher = await browser.newPage();
  try {
    await watcher.goto(path);
    const votesBefore = await numberIn(watcher, 'project-votes');
    // Whatever happens on the watching page from here on is live: a reload would start it again.
    await watcher.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));

    const fan = await fanWithCoins(request);
    await signInAt(page, path, fan);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Vote' });
    await modal.getByRole('textbox', { name: 'Koin' }).fill('7');
    await modal
      .getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)' })
      .fill('Langsung terlihat!');
    await modal.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();

    await expect(watcher.getByTestId('project-votes')).toContainText(String(votesBefore + 7), {
      timeout: 1000,
    });
    await expect(watcher.getByTestId('supporter-comments').getByRole('listitem').first()).toContainText(
      'Langsung terlihat!',
      { timeout: 1000 },
    );
    expect(await watcher.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
  } finally {
    await watcher.close();
  }
});

test("the verify page checks every credit of a project's total in the browser: all proofs valid, the sum equal", async ({
  page,
  request,
}) => {
  const project = await choreographyProject(request, 2);
  const fan = await fanWithCoins(request);
  await signInAt(page, `/fanspick/project/${project._id}`, fan);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill('6');
  await modal.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();
  const shownVotes = await numberIn(page, 'project-votes');

  await page.getByRole('link', { name: 'Cek transparansi / Verify this tally' }).click();
  await expect(page).toHaveURL(new RegExp(`/fanspick/project/${project._id}/verify$`));
  await expect(page.getByRole('heading', { name: 'Cek transparansi / Verify this tally' })).toBeVisible();
  // The vote just cast is sealed within seconds; until then the page says it awaits its seal.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('tally-proofs')).not.toContainText('menunggu segel', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('tally-proofs')).toContainText(/^Semua \d+ bukti valid/);
  await expect(page.getByTestId('tally-sum')).toContainText(
    `total ditampilkan / total shown: ${new Intl.NumberFormat('id-ID').format(shownVotes)} Koin — sama / — equal`,
  );
  await expect(page.getByTestId('tally-credits').getByRole('row').first()).toContainText('6');
});
