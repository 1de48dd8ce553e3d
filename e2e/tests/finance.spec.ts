import { dataOf, fanWithCoins } from '@fanhub/testkit';
import { signInAt } from '../support/fans';
import { siteApi } from '../support/servers';
import { newStaff, openCreateForm, signInToStudio, studioAdmin, type NewStaff } from '../support/staff';
import { expect, test } from '../support/test';

/** The seed's two finance people (api/src/db/seed/demo-staff.ts): what one proposes, the other approves. */
const SEEDED_FINANCE = ['Fajar Finance', 'Fitri Finance'].map((fullName, index) => ({
  email: `finance${index ? index + 1 : ''}@studio.fanhub.id`,
  password: 'studio-fanhub-123',
  fullName,
  role: 'finance',
}));

test("the seed's two finance people: one proposes a 50-coin grant, the other approves it; the fan has 50 more and the statement says why", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [proposer, approver] = SEEDED_FINANCE as [NewStaff, NewStaff];
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signInAt(fanPage, '/', fan);
  const before = Number(await fanPage.getByTestId('coin-balance').textContent());

  await signInToStudio(page, proposer);
  await openCreateForm(page, 'Penyesuaian koin / Coin adjustments', 'adjustments');
  await page.getByRole('combobox', { name: 'Fan' }).fill(fan.email);
  await page.getByRole('option', { name: new RegExp(fan.email) }).click();
  await page.getByLabel('Arah / Direction').click();
  await page.getByRole('option', { name: 'Tambah / Grant' }).click();
  await page.getByLabel('Koin / Coins').fill('50');
  await page.getByLabel('Alasan / Reason').click();
  await page.getByRole('option', { name: 'Kompensasi layanan / Goodwill' }).click();
  await page.getByLabel('Catatan / Note').fill('Gangguan pembayaran / Payment outage');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('adjustment-status')).toHaveText('Diusulkan / Proposed');
  // The proposer is offered no approval of their own proposal, and told who decides.
  await expect(page.getByRole('button', { name: 'Setujui / Approve' })).toHaveCount(0);
  await expect(page.getByTestId('adjustment-who-decides')).toHaveText(
    'Kamu yang mengusulkannya: staf finance lain yang menyetujuinya (kamu bisa menariknya) / You proposed it: another finance person approves it (you may withdraw it)',
  );
  const adjustmentUrl = page.url();

  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  await signInToStudio(approverPage, approver);
  await approverPage.goto(adjustmentUrl);
  await approverPage.getByRole('button', { name: 'Setujui / Approve' }).click();
  await expect(approverPage.getByTestId('adjustment-status')).toHaveText('Dijalankan / Executed');
  // Decided, it offers nothing to edit or delete.
  await expect(approverPage.getByRole('link', { name: 'Ubah' })).toHaveCount(0);
  await approverContext.close();

  await fanPage.reload();
  await expect(fanPage.getByTestId('coin-balance')).toHaveText(String(before + 50));
  await fanPage.goto('/member-area/koin');
  await expect(fanPage.getByTestId('statement-row').first()).toContainText(
    'Koin dari fanhub: Kompensasi layanan / Coins from fanhub: Goodwill',
  );
  await expect(fanPage.getByTestId('statement-row').first().getByTestId('statement-amount')).toHaveText(
    '+50',
  );
  await fanContext.close();
});

test("a refund from the studio lowers the fan's balance and the order shows refunded", async ({
  page,
  browser,
}) => {
  const admin = await studioAdmin();
  const finance = await newStaff(admin, 'finance', 'Finance Refund');
  const buyer = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  const [order] = await dataOf<{ orderId: string; grossAmount: number; coins: number }[]>(siteApi, {
    path: `/v1/member/${buyer.id}/orders`,
    headers: buyer.auth,
  });

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signInAt(fanPage, '/', buyer);
  await expect(fanPage.getByTestId('coin-balance')).toHaveText(String(order!.coins));

  await signInToStudio(page, finance);
  await page.getByRole('menuitem', { name: 'Pesanan / Orders' }).click();
  await page.getByPlaceholder('ID, nama atau email / ID, name or email').fill(order!.orderId);
  await page.getByRole('cell', { name: order!.orderId }).click();
  const form = page.getByTestId('refund-form');
  await form.getByLabel('Jumlah refund (Rp) / Refund amount (IDR)').fill(String(order!.grossAmount));
  await form.getByLabel('Alasan / Reason').fill('Fan membatalkan / The fan cancelled');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('refunded');
  await expect(page.getByTestId('refunds')).toContainText('completed');
  await expect(page.getByTestId('provider-history')).toContainText('refund_api');

  await fanPage.reload();
  await expect(fanPage.getByTestId('coin-balance')).toHaveText('0');
  await fanContext.close();
});

test('finance finds a fan by name in the Ledger in one search, and reaches the same statement from the Fans list', async ({
  page,
}) => {
  const admin = await studioAdmin();
  const finance = await newStaff(admin, 'finance', 'Finance Buku Besar');
  const fullName = `Sekar Wulandari ${Date.now()}`;
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter', registration: { fullName } });

  await signInToStudio(page, finance);
  await page.getByRole('menuitem', { name: 'Buku besar / Ledger' }).click();
  const search = page.getByRole('combobox', {
    name: "Nama, email atau HP fan / The fan's name, email or phone",
  });
  // Typed as a person types: every character stays in the field while the matches come.
  await search.pressSequentially(fullName, { delay: 20 });
  await expect(search).toHaveValue(fullName);
  await page.getByRole('option', { name: new RegExp(fan.email) }).click();
  await expect(search).toHaveValue(`${fullName} (${fan.email})`);
  await expect(page.getByTestId('fan-statement').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('fan-statement')).toContainText('Paket Starter');

  await page.getByRole('menuitem', { name: 'Fans', exact: true }).click();
  await page.getByPlaceholder('Nama, email atau HP / Name, email or phone').fill(fullName);
  await page.getByRole('cell', { name: fullName }).click();
  await expect(page.getByTestId('fan-statement')).toContainText('Paket Starter');
});
