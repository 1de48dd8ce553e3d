import { readFile } from 'node:fs/promises';
import { dataOf, fanWithCoins, registerFan, signInStaff } from '@fanhub/testkit';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PHOTO_PNG, signInAt, spendButton } from '../support/fans';
import { E2E, restartApp, siteApi, stopServer } from '../support/servers';
import {
  newStaff,
  openCreateForm,
  signInToStudio,
  studioAdmin,
  STUDIO,
  votingFromTheStudio,
} from '../support/staff';

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PHOTO_PNG });
/** A `datetime-local` value `days` from now at 20:00, as staff type it: in WIB, whatever the browser's zone. */
const wibEvening = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10)}T20:00`;
/** That moment as fans read it (`4 Des 2026 20.00 WIB`), formatted by `page`'s browser as the fan page is. */
const asFansReadIt = (page: Page, wib: string) =>
  page.evaluate(
    (value) =>
      `${new Intl.DateTimeFormat('id-ID', {
        timeZone: 'Asia/Jakarta',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(`${value}:00+07:00`))} WIB`,
    wib,
  );

// The staff's browsers run on UTC: what they type is WIB all the same.
test.use({ timezoneId: 'UTC' });

async function addProject(page: Page, title: string, targetVotes: number) {
  await page.getByRole('link', { name: 'Tambah proyek / Add project' }).click();
  await page.getByLabel('Judul / Title').fill(title);
  await page.getByLabel('Deskripsi / Description').fill(`${title}: proyek dari studio`);
  await page.getByLabel('Gambar / Image', { exact: true }).setInputFiles(image(`${title}.png`));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByLabel('Target vote / Target votes').fill(String(targetVotes));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('voting-projects').getByRole('link', { name: title })).toBeVisible();
}

test('an editor drafts a voting, another admin publishes it, a fan votes, the editor closes it, and the audit trail has every step', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await studioAdmin();
  const editor = await newStaff(admin, 'editor', 'Editor Satu');
  const publisher = await newStaff(admin, 'admin', 'Admin Dua');
  const title = `Fancam Terbaik ${Date.now()}`;

  await signInToStudio(page, editor);
  await openCreateForm(page, 'Votings', 'votings');
  await page.getByLabel('Kategori / Category').click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Judul / Title').fill(title);
  await page.getByLabel('Deskripsi / Description').fill('Fancam favoritmu tahun ini');
  await page.getByLabel('Gambar / Image', { exact: true }).setInputFiles(image('fancam.png'));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  const ends = wibEvening(10);
  await page.getByLabel('Berakhir / Ends (WIB)').fill(ends);
  // The voting takes hearts too: 1 coin = 1 point (the default), 1 heart = 2 points.
  await page
    .getByLabel('Poin per Hati (kosong: tidak menerima Hati) / Points per heart (empty: takes no hearts)')
    .fill('2');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByTestId('publication-controls')).toContainText('Draf / Draft');
  const votingId = /#\/votings\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await addProject(page, 'Fancam A', 1000);
  await addProject(page, 'Fancam B', 2000);
  await expect(page.getByTestId('card-preview')).toContainText(title);
  await expect(page.getByTestId('card-preview')).toContainText('2 proyek / projects');

  await page.getByRole('button', { name: 'Kirim untuk ditinjau / Send for review' }).click();
  await expect(page.getByTestId('publication-controls')).toContainText('Ditinjau / In review');
  // Four eyes: whoever drafted it cannot publish it.
  await page.getByRole('button', { name: 'Terbitkan / Publish' }).click();
  await expect(
    page.getByText('Kamu tidak bisa menerbitkan drafmu sendiri: minta editor lain atau admin'),
  ).toBeVisible();
  await expect(page.getByTestId('publication-controls')).toContainText('Ditinjau / In review');

  const publisherContext = await browser.newContext();
  const publisherPage = await publisherContext.newPage();
  await signInToStudio(publisherPage, publisher);
  await publisherPage.getByRole('menuitem', { name: 'Votings' }).click();
  await publisherPage.getByRole('cell', { name: title }).click();
  await expect(publisherPage).toHaveURL(new RegExp(`#/votings/${votingId}$`));
  await publisherPage.getByRole('button', { name: 'Terbitkan / Publish' }).click();
  await expect(publisherPage.getByTestId('publication-controls')).toContainText('Tayang / Live');
  await publisherContext.close();

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  await signInAt(fanPage, '/fanspick', fan);
  await fanPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(fanPage.getByTestId('voting-rules')).toContainText(
    `Ditutup ${await asFansReadIt(fanPage, ends)}`,
  );
  await expect(fanPage.getByTestId('voting-rules')).toContainText('1 Hati = 2 poin / 1 heart = 2 points');
  await fanPage.getByTestId('project-card').filter({ hasText: 'Fancam A' }).click();
  await fanPage.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = fanPage.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('textbox', { name: 'Koin' }).fill('5');
  await spendButton(modal, 'Vote', 5).click();
  await expect(fanPage.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Tutup sekarang / Close now' }).click();
  await expect(page.getByTestId('publication-controls')).toContainText('Ditutup / Closed');
  await fanPage.reload();
  await expect(fanPage.getByRole('button', { name: 'Voting berakhir / Voting ended' })).toBeDisabled();
  await fanContext.close();

  await page.getByRole('menuitem', { name: 'Jejak audit / Audit trail' }).click();
  await page.getByLabel('ID data / Record ID').fill(votingId);
  const rows = page.locator('tbody tr');
  const actions = ['create', 'submit', 'publish', 'close'];
  for (const action of actions) await expect(rows.filter({ hasText: action })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'publish' })).toContainText(publisher.email);
  await rows.filter({ hasText: 'close' }).click();
  await expect(page.getByTestId('audit-change')).toContainText('"publication": "live"');
  await expect(page.getByTestId('audit-change')).toContainText('"publication": "closed"');
});

test("an editor's change to a live voting waits for review: another editor sees it field by field and approves it, then fans see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { votingId } = await votingFromTheStudio(page);
  const fanSees = async () =>
    (await dataOf<{ title: string }>(siteApi, { path: `/v1/client/voting/detail/${votingId}` })).title;
  const admin = await studioAdmin();
  const editor = await newStaff(admin, 'editor', 'Editor Revisi');
  const reviewer = await newStaff(admin, 'editor', 'Peninjau Revisi');
  const changed = `Lagu Paling Dinanti ${Date.now()}`;

  await signInToStudio(page, editor);
  await page.goto(`${STUDIO}/#/votings/${votingId}`);
  await expect(page.getByTestId('publication-controls')).toContainText('Tayang / Live');
  await page.getByLabel('Judul / Title').fill(changed);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/^Perubahan dikirim untuk ditinjau/)).toBeVisible();
  await page.goto(`${STUDIO}/#/votings/${votingId}`);
  await expect(page.getByTestId('pending-revision')).toContainText(editor.email);
  // Fans see the voting as a second pair of eyes last let it be.
  expect(await fanSees()).toBe('Lagu Terbaik / Best Song');

  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await signInToStudio(reviewerPage, reviewer);
  await reviewerPage.getByRole('menuitem', { name: 'Perubahan untuk ditinjau / Changes for review' }).click();
  await reviewerPage.getByRole('cell', { name: 'Lagu Terbaik / Best Song' }).first().click();
  const changes = reviewerPage.getByTestId('revision-changes');
  await expect(changes.getByRole('row', { name: /title/ })).toContainText('Lagu Terbaik / Best Song');
  await expect(changes.getByRole('row', { name: /title/ })).toContainText(changed);
  await reviewerPage.getByRole('button', { name: 'Setujui / Approve' }).click();
  await expect(reviewerPage.getByText('Disetujui / Approved')).toBeVisible();
  await reviewerContext.close();

  await expect.poll(fanSees).toBe(changed);
  const fanPage = await browser.newPage();
  await fanPage.goto(`${E2E.site}/fanspick/${votingId}`);
  await expect(fanPage.getByRole('heading', { name: changed })).toBeVisible();
  await fanPage.close();
});

/** react-admin's own English texts (ra-language-english) that would show on the studio's pages. */
const ENGLISH_FRAMEWORK_TEXTS = [
  'Save',
  'Create',
  'Export',
  'Delete',
  'Edit',
  'Show',
  'Add filter',
  'Refresh',
  'Cancel',
  'Logout',
  'Rows per page:',
  'Element updated',
  'Element created',
  'Access denied',
  'Go to next page',
  'Clear value',
];

test('the studio in Indonesian shows no English framework text on the pages staff use', async ({ page }) => {
  const admin = await studioAdmin();
  const reader = await newStaff(admin, 'admin', 'Admin Bahasa');
  await signInToStudio(page, reader);
  // A page of each section's studio (a section that failed to load would be a notice instead), and the studio's own.
  const menus = [
    'Votings',
    'Kampanye / Campaigns',
    'Events',
    'Perubahan untuk ditinjau / Changes for review',
    'Penyesuaian koin / Coin adjustments',
    'Fans',
    'Jejak audit / Audit trail',
  ];
  for (const menu of menus) {
    await page.getByRole('menuitem', { name: menu, exact: true }).click();
    // Its rows, or (nothing to review) the framework's empty state, which must be Indonesian too.
    await expect(
      page
        .getByRole('columnheader')
        .or(page.getByText(/^(Belum ada|Tidak ada) /))
        .first(),
    ).toBeVisible();
    const texts = await page.locator('button, a, [role="menuitem"], p, span, label').allInnerTexts();
    expect(
      texts.map((text) => text.trim()).filter((text) => ENGLISH_FRAMEWORK_TEXTS.includes(text)),
      menu,
    ).toEqual([]);
  }
  await page.getByRole('menuitem', { name: 'Votings' }).click();
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('a viewer reads the studio but is offered no change, and the API refuses them one', async ({ page }) => {
  const admin = await studioAdmin();
  const viewer = await newStaff(admin, 'viewer', 'Viewer Satu');
  await signInToStudio(page, viewer);
  await page.getByRole('menuitem', { name: 'Votings' }).click();
  const voting = page.getByRole('cell', { name: /^Lagu Terbaik 2026/ });
  await expect(voting).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buat' })).toHaveCount(0);
  await voting.click();
  await expect(page).toHaveURL(/#\/votings\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByTestId('card-preview')).toContainText('Lagu Terbaik 2026');
  await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  await expect(page.getByTestId('publication-controls')).toHaveCount(0);

  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('fanhub-studio-session')!).access_token,
  );
  const refused = await siteApi({
    method: 'POST',
    path: '/v1/studio/voting-categories',
    headers: { authorization: `Bearer ${token}` },
    body: { name: 'Tidak boleh' },
  });
  expect(refused.status).toBe(403);
});

test('a signed-out visit goes to the sign-in form in one navigation', async ({ page }) => {
  await page.addInitScript(() => {
    const pushed: string[] = [];
    (window as unknown as { pushedAddresses: string[] }).pushedAddresses = pushed;
    const pushState = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      pushed.push(String(url));
      pushState(state, unused, url);
    };
  });
  await page.goto(`${STUDIO}/`);
  await expect(page.getByLabel('Email')).toBeVisible();
  // react-admin signs a signed-out visitor out again on each render until the form shows: with the router's
  // updates as transitions that was thousands of navigations and up to 20 s of a blank page.
  expect(
    await page.evaluate(() => (window as unknown as { pushedAddresses: string[] }).pushedAddresses),
  ).toEqual(['#/login']);
});

test('the studio says it is loading while its sections arrive, then shows the sign-in form', async ({
  page,
}) => {
  // Hold the sections' addresses back: what staff see meanwhile is the loading screen, never a blank page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${STUDIO}/`);
  await expect(page.getByRole('status')).toHaveText('Memuat studio… / Loading the studio…');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  release();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Memuat studio… / Loading the studio…')).toHaveCount(0);
});

test('a fan token opens no studio call', async () => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  const answer = await siteApi({
    path: '/v1/studio/votings',
    headers: { authorization: `Bearer ${fan.token}` },
  });
  expect(answer.status).toBe(401);
});

test('a moderator hides a supporter message: the campaign page no longer shows it, and its totals do not move', async ({
  page,
  browser,
}) => {
  const admin = await studioAdmin();
  const moderator = await newStaff(admin, 'moderator', 'Moderator Satu');
  const campaigns = await dataOf<{ _id: string; status: string }[]>(siteApi, {
    path: '/v1/client/campaign?status=active&limit=1',
  });
  const campaignId = campaigns[0]!._id;
  const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
  const message = `Pesan tidak pantas ${Date.now()}`;
  await dataOf(siteApi, {
    method: 'POST',
    path: '/v1/client/campaign/support',
    headers: fan.auth,
    body: { projectId: campaignId, coins: 9, message },
  });

  // Another fan reports it from the campaign page.
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signInAt(fanPage, `/fanfunding/${campaignId}`, await registerFan(siteApi));
  const supporters = fanPage.getByTestId('campaign-supporters-list');
  await supporters
    .getByRole('listitem')
    .filter({ hasText: message })
    .getByRole('button', { name: 'Laporkan pesan / Report message' })
    .click();
  await expect(
    fanPage.getByText('Terima kasih, laporanmu kami terima / Thank you, we have your report'),
  ).toBeVisible();
  const collected = await fanPage.getByTestId('campaign-collected').textContent();
  const participants = await fanPage.getByTestId('campaign-supporters').textContent();

  // The moderator finds it among the reported messages and hides it.
  await signInToStudio(page, moderator);
  await page.getByRole('menuitem', { name: "Pesan fans / Fans' messages" }).click();
  const reported = JSON.stringify({ q: message, state: 'reported' });
  await page.goto(`${STUDIO}/#/messages?filter=${encodeURIComponent(reported)}`);
  const row = page.locator('tbody tr').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Sembunyikan / Hide' }).click();
  await expect(row).toContainText('Disembunyikan / Hidden');

  await fanPage.reload();
  await expect(supporters.getByRole('listitem').first()).toBeVisible();
  await expect(supporters).not.toContainText(message);
  await expect(fanPage.getByTestId('campaign-collected')).toHaveText(collected!);
  await expect(fanPage.getByTestId('campaign-supporters')).toHaveText(participants!);
  await fanContext.close();

  // Its author still sees it, marked hidden.
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signInAt(authorPage, '/', fan);
  await authorPage.goto('/member-area/aktivitas');
  await authorPage.getByRole('button', { name: 'Dukungan / Supports' }).click();
  const own = authorPage.getByTestId('activity-row').filter({ hasText: message });
  await expect(own.getByTestId('message-hidden')).toHaveText(
    'Disembunyikan moderator / Hidden by a moderator',
  );
  await authorContext.close();

  await page.getByRole('menuitem', { name: 'Jejak audit / Audit trail' }).click();
  await page.getByLabel('Jenis data / Record type').fill('message');
  await expect(page.locator('tbody tr').filter({ hasText: moderator.email }).first()).toContainText('hide');
});

test("an editor creates an event through the studio's form; its participants are in the studio and in the partner's CSV", async ({
  page,
  browser,
}) => {
  const admin = await studioAdmin();
  const publisher = await signInStaff(siteApi, await newStaff(admin, 'editor', 'Editor Acara'));
  const title = `Watch Party ${Date.now()}`;

  await signInToStudio(page, await newStaff(admin, 'editor', 'Editor Event'));
  await openCreateForm(page, 'Events', 'events');
  await page.getByLabel('Judul / Title').fill(title);
  await page
    .getByLabel('Deskripsi / Description')
    .fill('Nonton bareng comeback ORBIT. / Watch the ORBIT comeback.');
  await page.getByLabel('Gambar / Image', { exact: true }).setInputFiles(image('watch-party.png'));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByLabel('Kategori / Category').click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Tanggal (Jakarta) / Date (Jakarta)').fill(wibEvening(7).slice(0, 10));
  await page.getByLabel('Jam (WIB, HH:MM) / Time (WIB, HH:MM)').fill('19:30');
  await page.getByLabel('Lokasi / Location').fill('Bandung');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('publication-controls')).toContainText('Draf / Draft');
  await expect(page.getByTestId('card-preview')).toContainText('19:30 WIB · Bandung · Gratis / Free');
  const eventId = /#\/events\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Kirim untuk ditinjau / Send for review' }).click();
  await expect(page.getByTestId('publication-controls')).toContainText('Ditinjau / In review');
  await dataOf(siteApi, {
    method: 'POST',
    path: `/v1/studio/events/${eventId}/publication`,
    headers: publisher.auth,
    body: { action: 'publish' },
  });
  const fan = await registerFan(siteApi);
  await dataOf(siteApi, {
    method: 'POST',
    path: '/v1/client/event/sign-up',
    headers: fan.auth,
    body: { eventId: eventId, type: 'free' },
  });

  // A viewer reads the participants and exports them (reading changes nothing).
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInToStudio(viewer, await newStaff(admin, 'viewer', 'Viewer Acara'));
  await viewer.getByRole('menuitem', { name: 'Events' }).click();
  await viewer.getByPlaceholder('Judul / Title').fill(title);
  await viewer.getByRole('cell', { name: title }).click();
  await expect(viewer).toHaveURL(new RegExp(`#/events/${eventId}/show$`));
  const participants = viewer.getByTestId('event-participants');
  await expect(participants).toContainText(fan.email);
  await expect(participants).toContainText('free');
  const [download] = await Promise.all([
    viewer.waitForEvent('download'),
    participants.getByRole('button', { name: 'Unduh CSV / Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`participants-${eventId}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('name,email,phone,sign-up type,coins,signed up at,ticket');
  expect(csv).toContain(`${fan.fullName},${fan.email},`);
  // The fan's free sign-up has its ticket, named in the partner's file.
  expect(csv.split('\n')[1]).toMatch(/,[0-9a-f-]{36}$/);
  await viewerContext.close();
});

test("an editor adds a home banner (fans see it at once) and a coin package (on sale once finance approves) through the studio's forms", async ({
  page,
  browser,
}) => {
  const admin = await studioAdmin();
  const stamp = Date.now();
  const banner = `Comeback Week ${stamp}`;
  const coinPackage = `Paket Studio ${stamp}`;
  await signInToStudio(page, await newStaff(admin, 'editor', 'Editor Beranda'));

  // Placed last (order 9000) and small, so the other tests' home page and packages stay as they were.
  await openCreateForm(page, 'Banner', 'banners');
  await page.getByLabel('Halaman / Page').click();
  await page.getByRole('option', { name: 'promotional' }).click();
  await page.getByLabel('Judul / Title').fill(banner);
  await page.getByLabel('Gambar / Image', { exact: true }).setInputFiles(image('comeback.png'));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByLabel('Link (/halaman atau https://) / Link (/page or https://)').fill('/fanspick');
  await page.getByLabel('Urutan (kecil dulu) / Order (lowest first)').fill('9000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: banner })).toBeVisible();

  await openCreateForm(page, 'Paket koin / Coin packages', 'coin-packages');
  await page.getByLabel('Nama paket / Package name').fill(coinPackage);
  await page.getByLabel('Koin / Coins').fill('5');
  await page.getByLabel('Harga (Rp) / Price (IDR)').fill('2000');
  await page.getByLabel('Urutan (kecil dulu) / Order (lowest first)').fill('9000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/^Perubahan dikirim untuk ditinjau/)).toBeVisible();
  await expect(page.getByRole('cell', { name: coinPackage })).toBeVisible();
  const packagesFansSee = async () =>
    (await dataOf<{ title: string }[]>(siteApi, { path: '/v1/client/pricing' })).map((p) => p.title);
  expect(await packagesFansSee()).not.toContain(coinPackage);

  // Fans pay real money for what a package says: a second price setter puts it on sale.
  const financeContext = await browser.newContext();
  const financePage = await financeContext.newPage();
  await signInToStudio(financePage, await newStaff(admin, 'finance', 'Finance Harga'));
  await financePage.getByRole('menuitem', { name: 'Perubahan untuk ditinjau / Changes for review' }).click();
  await financePage.getByRole('cell', { name: coinPackage }).click();
  await expect(
    financePage.getByTestId('revision-changes').getByRole('row', { name: /active/ }),
  ).toContainText('true');
  await financePage.getByRole('button', { name: 'Setujui / Approve' }).click();
  await expect(financePage.getByText('Disetujui / Approved')).toBeVisible();
  await financeContext.close();
  await expect.poll(packagesFansSee).toContain(coinPackage);

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signInAt(fanPage, '/', await registerFan(siteApi));
  await expect(fanPage.locator(`img[alt="${banner}"]`)).toHaveCount(1);
  const store = fanPage
    .getByRole('dialog', { name: 'Koin Kamu / Your Coins' })
    .getByTestId('pricing-packages');
  await fanPage.getByTestId('coin-balance').click();
  await expect(store).toContainText(coinPackage);
  await expect(store).toContainText('Rp 2.000');

  // Retired: fans no longer see it (its orders would keep it).
  await page.getByRole('cell', { name: coinPackage }).click();
  await page.getByLabel('Ditawarkan ke fans / Offered to fans').uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: coinPackage })).toBeVisible();
  await fanPage.reload();
  await fanPage.getByTestId('coin-balance').click();
  await expect(store).toContainText('Rp 15.000');
  await expect(store).not.toContainText(coinPackage);
  await fanContext.close();

  const banners = await dataOf<{ _id: string; title: string }[]>(siteApi, {
    path: '/v1/studio/banners?type=promotional&limit=100',
    headers: admin.auth,
  });
  const created = banners.find((listed) => listed.title === banner)!;
  await dataOf(siteApi, { method: 'DELETE', path: `/v1/studio/banners/${created._id}`, headers: admin.auth });
});

test.describe('a section whose remote is down', () => {
  test.afterEach(() => restartApp('mfe-fanfunding'));

  test("costs the studio only that section's pages, with a bilingual notice", async ({ page }) => {
    const admin = await studioAdmin();
    const editor = await newStaff(admin, 'editor', 'Editor Tiga');
    await stopServer('mfe-fanfunding');
    await signInToStudio(page, editor);
    await page.getByRole('menuitem', { name: 'Fan Funding' }).click();
    await expect(page.getByTestId('section-unavailable')).toContainText(
      'Bagian Fan Funding sedang tidak tersedia / The Fan Funding section is unavailable right now',
    );
    await page.getByRole('menuitem', { name: 'Votings' }).click();
    await expect(page.getByRole('cell', { name: /^Lagu Terbaik 2026/ })).toBeVisible();
  });
});
