import { fanWithCoins } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { awardProject, awardVoting } from '../support/catalogue';
import { signInAt, spendButton } from '../support/fans';
import { numberIn, shown } from '../support/quality';
import { delayReplica, E2E, METRICS_PORTS, siteApi } from '../support/servers';

/** A number as the pages show it (Indonesian grouping: 1.234). */

/** The votes a voting detail page shows for one project, read from its card (`1.234 / 5.000 vote`). */
const cardVotes = async (page: Page, title: string) =>
  Number(
    /^([\d.]+) \//
      .exec(
        await page
          .getByTestId('project-card')
          .filter({ hasText: title })
          .getByText(/ vote$/)
          .innerText(),
      )![1]!
      .replace(/\./g, ''),
  );

test("a vote in one fan's browser shows in another's within a second, without a reload", async ({
  browser,
  page,
  request,
}) => {
  const project = await awardProject(request, 'Rookie', 1);
  const path = `/fanspick/project/${project._id}`;
  const watcher = await browser.newPage();
  const ranking = await browser.newPage();
  try {
    await watcher.goto(path);
    await ranking.goto(`/fanspick/${(await awardVoting(request, 'Rookie'))._id}`);
    const votesBefore = await numberIn(watcher, 'project-votes');
    expect(await cardVotes(ranking, project.title)).toBe(votesBefore);
    // Whatever happens on the watching page from here on is live: a reload would start it again.
    await watcher.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));

    const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
    await signInAt(page, path, fan);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Vote' });
    await modal.getByRole('textbox', { name: 'Koin' }).fill('7');
    await modal
      .getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)' })
      .fill('Langsung terlihat!');
    await spendButton(modal, 'Vote', 7).click();
    await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();

    await expect(watcher.getByTestId('project-votes')).toContainText(shown(votesBefore + 7), {
      timeout: 1000,
    });
    // The voting's detail page follows too: the project's card on it.
    await expect.poll(() => cardVotes(ranking, project.title), { timeout: 1000 }).toBe(votesBefore + 7);
    await expect(watcher.getByTestId('supporter-comments').getByRole('listitem').first()).toContainText(
      'Langsung terlihat!',
      { timeout: 1000 },
    );
    expect(await watcher.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
  } finally {
    await watcher.close();
    await ranking.close();
  }
});

test("the last vote of a burst shows on a fan's open voting page within a second, with fans' pages read from a replica behind", async ({
  page,
  request,
}) => {
  const [voting, project] = [
    await awardVoting(request, 'Vokalis'),
    await awardProject(request, 'Vokalis', 2),
  ];
  await page.goto(`/fanspick/${voting._id}`);
  const votesBefore = await cardVotes(page, project.title);
  const fans = await Promise.all([1, 2, 3].map(() => fanWithCoins(siteApi, { title: 'Paket Fan' })));

  // Production's topology on the gateway run: the replica, 700 ms behind, still serves fans' public pages.
  if (await delayReplica(700))
    for (const port of METRICS_PORTS)
      await expect
        .poll(async () => (await request.get(`http://127.0.0.1:${port}/metrics`)).text())
        .toMatch(/^fanhub_db_replica_in_use 1$/m);
  try {
    // Three fans vote four times each, all at once: the burst's last vote is the one a stalled page would miss.
    const votes = await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3, 4].map(() =>
          request.post(`${E2E.api.url}/v1/client/voting-project/create-vote`, {
            headers: { authorization: `Bearer ${fan.token}`, 'idempotency-key': randomUUID() },
            data: { projectId: project._id, coins: 1 },
          }),
        ),
      ),
    );
    expect(votes.map((vote) => vote.status())).toEqual(Array(12).fill(200));
    await expect.poll(() => cardVotes(page, project.title), { timeout: 1000 }).toBe(votesBefore + 12);
  } finally {
    await delayReplica(0);
  }
});

test('a page that cannot reach its live stream keeps its totals, and catches up once the stream is back', async ({
  page,
  request,
}) => {
  const project = await awardProject(request, 'Rookie', 1);
  let streamAttempts = 0;
  await page.route('**/v1/live/**', (route) => {
    streamAttempts += 1;
    return route.abort();
  });
  await page.goto(`/fanspick/project/${project._id}`);
  const votesBefore = await numberIn(page, 'project-votes');

  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const vote = await request.post(`${E2E.api.url}/v1/client/voting-project/create-vote`, {
    headers: { authorization: `Bearer ${fan.token}`, 'idempotency-key': randomUUID() },
    data: { projectId: project._id, coins: 4 },
  });
  expect(vote.ok()).toBe(true);
  // Without its stream the page goes on showing what it had, no error, no blank, while it tries again.
  const attemptsAtVote = streamAttempts;
  await expect.poll(() => streamAttempts, { timeout: 10_000 }).toBeGreaterThan(attemptsAtVote);
  await expect(page.getByTestId('project-votes')).toContainText(shown(votesBefore));

  // The page keeps trying (after 1, 2, 4 s …); once it gets through, the missed vote shows.
  await page.unroute('**/v1/live/**');
  await expect(page.getByTestId('project-votes')).toContainText(shown(votesBefore + 4), { timeout: 20_000 });
});

test("the verify page checks every credit of a project's total in the browser: all proofs valid, the sum equal", async ({
  page,
  request,
}) => {
  const project = await awardProject(request, 'Rookie', 2);
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  await signInAt(page, `/fanspick/project/${project._id}`, fan);
  const votesBefore = await numberIn(page, 'project-votes');
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill('6');
  await spendButton(modal, 'Vote', 6).click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();
  const shownVotes = votesBefore + 6;
  await expect(page.getByTestId('project-votes')).toContainText(shown(shownVotes));

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
    `total ditampilkan / total shown: ${shown(shownVotes)} Koin — sama / — equal`,
  );
  await expect(page.getByTestId('tally-credits').getByRole('row').first()).toContainText('6');
});
