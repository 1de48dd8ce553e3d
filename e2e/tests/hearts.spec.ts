import { registerFan } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { heartsProject } from '../support/catalogue';
import { signInAt, spendButton } from '../support/fans';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  numberIn,
  shown,
} from '../support/quality';
import { E2E, siteApi } from '../support/servers';
import { newStaff, openCreateForm, signInToStudio, studioAdmin } from '../support/staff';

const VOTE_TODAY = 'Vote hari ini / Vote today';

test('a new fan checks in, sees hearts in the top bar, votes with hearts, and claims "vote today"', async ({
  page,
  request,
}) => {
  // On a phone, where the top bar holds both chips.
  await page.setViewportSize({ width: 375, height: 800 });
  const fan = await registerFan(siteApi);
  await signInAt(page, '/', fan);
  await page.goto('/member-area/hati');
  const topBarHearts = page.getByTestId('heart-balance');
  await expect(topBarHearts).toHaveAccessibleName('0 Hati · Hati Kamu / Your Hearts');

  await page.getByRole('button', { name: 'Absen hari ini · +5 Hati / Check in today · +5 hearts' }).click();
  await expect(
    page.getByText(
      'Absen berhasil! +5 Hati · 1 hari berturut-turut / Checked in! +5 hearts · 1 days in a row',
    ),
  ).toBeVisible();
  await expect(topBarHearts).toHaveAccessibleName(/^5 Hati/);
  await expect(page.getByTestId('member-hearts')).toHaveText('5 Hati');
  await expect(page.getByTestId('checked-in')).toContainText('Sudah absen hari ini');
  await expect(page.getByTestId('heart-statement').getByTestId('statement-row')).toHaveCount(1);
  const voteToday = page.getByTestId('mission').filter({ hasText: VOTE_TODAY });
  await expect(voteToday).toContainText('+3 Hati');
  await expect(voteToday.getByRole('button', { name: 'Klaim / Claim' })).toHaveCount(0);

  // The mission leads to Fans Pick; the fan votes with their hearts in a voting that takes them.
  await page.goto(`/fanspick/project/${(await heartsProject(request))._id}`);
  const heartsBefore = await page.getByTestId('project-votes-apart').textContent();
  const pointsBefore = await numberIn(page, 'project-votes');
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Vote' });
  await modal.getByRole('button', { name: 'Hati / Hearts' }).click();
  await expect(modal.getByTestId('vote-total')).toHaveText('5 Hati = 5 vote');
  await spendButton(modal, 'Vote', 5, 'Hati').click();
  await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful! 5 Hati untuk/)).toBeVisible();
  await expect(topBarHearts).toHaveAccessibleName(/^0 Hati/);
  await expect(page.getByTestId('project-votes')).toContainText(shown(pointsBefore + 5));
  await expect(page.getByTestId('project-votes-apart')).not.toHaveText(heartsBefore!);
  await expect(page.getByTestId('coin-balance')).toHaveAccessibleName(/^0 Koin/);

  // The verify page proves the heart votes apart from the coins, each against the seal chain.
  const heartsShown = / · (\d[\d.]*) Hati/.exec(
    (await page.getByTestId('project-votes-apart').textContent())!,
  )!;
  await page.getByRole('link', { name: 'Cek transparansi / Verify this tally' }).click();
  const heartsTally = page.getByTestId('tally-hearts');
  await expect(async () => {
    await page.reload();
    await expect(heartsTally.getByTestId('tally-proofs')).not.toContainText('menunggu segel', {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(heartsTally.getByTestId('tally-proofs')).toContainText(/^Semua \d+ bukti valid/);
  await expect(heartsTally.getByTestId('tally-sum')).toContainText(
    `total ditampilkan / total shown: ${heartsShown[1]} Hati — sama / — equal`,
  );
  await expect(heartsTally.getByTestId('tally-credits').getByRole('row').first()).toContainText('5');
  await expect(page.getByTestId('tally-coins').getByTestId('tally-proofs')).toContainText(/bukti valid/);

  await topBarHearts.click();
  await expect(page).toHaveURL(/\/member-area\/hati$/);
  await voteToday.getByRole('button', { name: 'Klaim / Claim' }).click();
  await expect(page.getByText('Misi selesai! +3 Hati / Mission complete! +3 hearts')).toBeVisible();
  await expect(topBarHearts).toHaveAccessibleName(/^3 Hati/);
  await expect(voteToday).toContainText('Selesai / Done');
  await expect(page.getByTestId('heart-statement').getByTestId('statement-row').first()).toContainText(
    'Misi: Vote hari ini / Mission: Vote today',
  );
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // The fan asks to be reminded at 19:00 WIB on the days they have not checked in.
  await page.goto('/member-area/notifikasi');
  await page.getByLabel('Pengingat absen Hati harian / Daily hearts check-in reminder').click();
  await page.getByRole('option', { name: '19:00 WIB' }).click();
  await expect(page.getByText('Tersimpan / Saved')).toBeVisible();
  const saved = await request.get(`${E2E.api.url}/v1/client/push/preferences`, { headers: fan.auth });
  expect((await saved.json()).data).toMatchObject({ heartsReminderHour: 19 });
});

test('an editor creates a mission in the studio; fans see it at once, and the audit trail has it', async ({
  page,
  browser,
}) => {
  const editor = await newStaff(await studioAdmin(), 'editor', 'Editor Misi');
  const title = `Dukung lagi ${Date.now()} / Support again`;
  await signInToStudio(page, editor);
  await openCreateForm(page, 'Misi Hati / Heart missions', 'heart-missions');
  await page.getByLabel('Yang dilakukan fan / What the fan does').click();
  await page.getByRole('option', { name: 'Dukung kampanye / Support a campaign' }).click();
  await page.getByLabel('Judul (Indonesia / English) / Title (Indonesian / English)').fill(title);
  await page.getByLabel('Hadiah (Hati, 1-50) / Reward (hearts, 1-50)').fill('4');
  const inWib = (hours: number) => new Date(Date.now() + (7 + hours) * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('Mulai / Starts (WIB)').fill(inWib(-1));
  await page
    .getByLabel('Selesai (isi untuk mengakhiri misi) / Ends (set it to end the mission) (WIB)')
    .fill(inWib(48));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fan = await registerFan(siteApi);
  await signInAt(fanPage, '/', fan);
  await fanPage.goto('/member-area/hati');
  const mission = fanPage.getByTestId('mission').filter({ hasText: title });
  await expect(mission).toContainText('+4 Hati');
  await expect(mission.getByRole('link', { name: 'Ke Fan Funding / Go to Fan Funding' })).toBeVisible();
  await fanContext.close();

  await page.getByRole('menuitem', { name: 'Jejak audit / Audit trail' }).click();
  await page.getByLabel('Jenis data / Record type').fill('heart_mission');
  await expect(page.locator('tbody tr').filter({ hasText: editor.email }).first()).toContainText('create');
});
