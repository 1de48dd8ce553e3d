import type { CampaignCard, StudioPayout } from '@fanhub/contract';
import { authenticatorCode, coinsOf, fanWithCoins, type Fan, type SignedInStaff } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { findSealViolations } from '../../src/ledger/seals';
import { returnShortCampaigns } from '../../src/modules/campaign/all-or-nothing';
import { inProcess } from '../helpers/in-process';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { sealEverything } from '../helpers/seals';
import { createSeededApp } from '../helpers/seeded-app';
import { signedInStaff, studioImage } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
let editor: SignedInStaff;
let publisher: SignedInStaff;
let requester: SignedInStaff;
let approver: SignedInStaff;
let fans: Fan[];
beforeAll(async () => {
  // The jobs run by hand here; approvals past IDR 1,000,000 in a day ask for the code again.
  testApp = await createSeededApp({ FINANCE_JOBS_EVERY_MS: '0', PAYOUT_SECOND_FACTOR_ABOVE_IDR: '1000000' });
  [editor, publisher, requester, approver] = await Promise.all([
    signedInStaff(testApp, 'editor'),
    signedInStaff(testApp, 'editor'),
    signedInStaff(testApp, 'finance'),
    signedInStaff(testApp, 'finance'),
  ]);
  const call = inProcess(testApp.app);
  fans = await Promise.all([fanWithCoins(call), fanWithCoins(call), fanWithCoins(call)]);
});
afterEach(async () => {
  await expectLedgerSound(testApp.db);
  await sealEverything(testApp.db);
  expect(await findSealViolations(testApp.db)).toEqual([]);
});
afterAll(() => testApp.close());

const as = (staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
const cardOf = async (campaignId: string) =>
  (await testApp.app.inject({ url: `/v1/client/campaign/${campaignId}` })).json().data as CampaignCard;

/** A campaign made and published in the studio, supported by the fans with `supports` coins each, then closed. */
async function closedCampaign(
  targetCoins: number,
  supports: number[],
  refundIfShort = false,
): Promise<string> {
  const tag = Math.random().toString(16).slice(2, 8);
  const created = await as(editor, 'POST', '/v1/studio/campaigns', {
    title: `Billboard Ulang Tahun ${tag} / Birthday Billboard ${tag}`,
    image: await studioImage(testApp, editor),
    description: 'Billboard ulang tahun / Birthday billboard',
    targetCoins,
    targetDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    refundIfShort,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data._id as string;
  await as(editor, 'POST', `/v1/studio/campaigns/${id}/publication`, { action: 'submit' });
  await as(publisher, 'POST', `/v1/studio/campaigns/${id}/publication`, { action: 'publish' });
  for (const [at, coins] of supports.entries()) {
    const support = await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/campaign/support',
      headers: fans[at]!.auth,
      payload: { projectId: id, coins },
    });
    expect(support.statusCode).toBe(200);
  }
  await as(publisher, 'POST', `/v1/studio/campaigns/${id}/publication`, { action: 'close' });
  return id;
}

const bank = {
  organiserName: 'Fanbase ORBIT Indonesia',
  bankName: 'BCA',
  accountNumber: '1234567890',
  accountHolder: 'Putri Lestari',
};
const step = (staff: SignedInStaff, payout: { _id: string; version: number }, body: object) =>
  as(staff, 'POST', `/v1/studio/payouts/${payout._id}/steps`, { version: payout.version, ...body });

describe('campaign payouts', () => {
  it("request, approval by another, the bank, paid: exactly the campaign's coins move to settled, once, and fans see it", async () => {
    const campaignId = await closedCampaign(100, [30, 45]);
    const requested = await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank });
    expect(requested.statusCode).toBe(201);
    const payout = requested.json().data as StudioPayout;
    expect(payout).toMatchObject({ coins: 75, idrPerCoin: 100, idrAmount: 7500, feeIdr: 375, netIdr: 7125 });
    expect(payout.status).toBe('requested');

    const own = await step(requester, payout, { step: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FOUR_EYES');
    const approved = (await step(approver, payout, { step: 'approve' })).json().data as StudioPayout;
    expect(approved).toMatchObject({ status: 'approved', approvedBy: approver.email });
    const processing = (await step(requester, approved, { step: 'process' })).json().data as StudioPayout;
    const settledBefore = await accountBalance(testApp.db, 'settled', 'system');
    const paid = await step(requester, processing, { step: 'paid', bankReference: 'BCA-TRF-0001' });
    expect(paid.json().data).toMatchObject({ status: 'paid', bankReference: 'BCA-TRF-0001' });
    expect(await accountBalance(testApp.db, 'campaign', campaignId)).toBe(0);
    expect(await accountBalance(testApp.db, 'settled', 'system')).toBe(settledBefore + 75);

    const again = await step(requester, paid.json().data, { step: 'paid', bankReference: 'BCA-TRF-0002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_STEP_REFUSED');
    const transfers = await testApp.db.query(
      "SELECT amount FROM ledger_transfers WHERE reason = 'campaign_settlement' AND reference = $1",
      [campaignId],
    );
    expect(transfers.rows).toEqual([{ amount: 75 }]);
    const card = await cardOf(campaignId);
    expect(card.collectedCoins).toBe(75);
    expect(card.settlement).toMatchObject({ coins: 75, settledAt: expect.any(String) });
    const second = await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank });
    expect(second.json().code).toBe('PAYOUT_REFUSED');
  });

  it('a changed payout needs approval again, and not from whoever changed it', async () => {
    const campaignId = await closedCampaign(100, [20]);
    const payout = (await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank })).json().data;
    const approved = (await step(approver, payout, { step: 'approve' })).json().data as StudioPayout;
    const changed = await as(approver, 'PUT', `/v1/studio/payouts/${payout._id}`, {
      accountNumber: '99988877766',
    });
    expect(changed.json().data).toMatchObject({
      status: 'requested',
      approvedBy: null,
      version: approved.version + 1,
    });
    const stale = await step(requester, approved, { step: 'process' });
    expect(stale.statusCode).toBe(409);
    const byChanger = await step(approver, changed.json().data, { step: 'approve' });
    expect(byChanger.json().code).toBe('FOUR_EYES');
    const byRequester = await step(requester, changed.json().data, { step: 'approve' });
    expect(byRequester.json().code).toBe('FOUR_EYES');
  });

  it('a failed payout leaves the coins with the campaign and says why', async () => {
    const campaignId = await closedCampaign(100, [25]);
    let payout = (await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank })).json().data;
    payout = (await step(approver, payout, { step: 'approve' })).json().data;
    payout = (await step(requester, payout, { step: 'process' })).json().data;
    const noReason = await step(requester, payout, { step: 'fail' });
    expect(noReason.statusCode).toBe(400);
    const failed = await step(requester, payout, {
      step: 'fail',
      reason: 'Rekening ditutup / Account closed',
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      statusReason: 'Rekening ditutup / Account closed',
    });
    expect(await accountBalance(testApp.db, 'campaign', campaignId)).toBe(25);
    // A new payout can be requested for the coins still there.
    expect((await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank })).statusCode).toBe(201);
  });

  it("past the approver's rolling limit, an approval asks for their authenticator code again", async () => {
    // The approver approved IDR 1,000,000 earlier today (the limit): the next approval passes it.
    await testApp.db.query(
      `INSERT INTO campaign_payouts (campaign_id, coins, idr_per_coin, idr_amount, fee_idr, net_idr, organiser_name,
         bank_name, account_number, account_holder, status, requested_by, changed_by, approved_by, approved_at)
       SELECT id, 10000, 100, 1000000, 0, 1000000, 'x', 'x', '12345', 'x', 'rejected', $1, $1, $2, now()
       FROM campaigns LIMIT 1`,
      [requester.id, approver.id],
    );
    const campaignId = await closedCampaign(1000, [10]);
    const payout = (await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank })).json().data;
    const withoutCode = await step(approver, payout, { step: 'approve' });
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', field: 'code' });
    const wrongCode = await step(approver, payout, { step: 'approve', code: '000000' });
    expect(wrongCode.json().code).toBe('SECOND_FACTOR_REQUIRED');
    const withCode = await step(approver, payout, {
      step: 'approve',
      code: await authenticatorCode(approver.secret),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('a campaign still running is not paid out', async () => {
    const { rows } = await testApp.db.query<{ id: string }>(
      'SELECT "_id" AS id FROM campaign_cards WHERE status <> \'completed\' LIMIT 1',
    );
    const answer = await as(requester, 'POST', '/v1/studio/payouts', { campaignId: rows[0]!.id, ...bank });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'PAYOUT_REFUSED', message: expect.stringContaining(' / ') });
  });
});

describe('all or nothing', () => {
  it('a campaign closing short gives each supporter exactly what they gave, once, and says so', async () => {
    const call = inProcess(testApp.app);
    const before = await Promise.all(fans.slice(0, 2).map((fan) => coinsOf(call, fan)));
    const campaignId = await closedCampaign(1000, [10, 25], true);
    expect((await cardOf(campaignId)).refundIfShort).toBe(true);
    const payout = await as(requester, 'POST', '/v1/studio/payouts', { campaignId, ...bank });
    expect(payout.json().code).toBe('PAYOUT_REFUSED');

    expect(await returnShortCampaigns(testApp.db)).toBe(2);
    testApp.app.forgetPublicReads(['fan funding']); // as the finance jobs do after returning coins
    expect(await Promise.all(fans.slice(0, 2).map((fan) => coinsOf(call, fan)))).toEqual(before);
    expect(await accountBalance(testApp.db, 'campaign', campaignId)).toBe(0);
    const card = await cardOf(campaignId);
    expect(card.refundedAt).toEqual(expect.any(String));
    expect(card.collectedCoins).toBe(0);
    const returned = await testApp.db.query<{ amount: number }>(
      "SELECT amount FROM ledger_transfers WHERE reason = 'campaign_refund' AND reference = $1 ORDER BY amount",
      [campaignId],
    );
    expect(returned.rows).toEqual([{ amount: 10 }, { amount: 25 }]);
    expect(await returnShortCampaigns(testApp.db)).toBe(0);
    const notices = await testApp.db.query<{ content: string }>(
      "SELECT content FROM notifications WHERE member_id = $1 AND title LIKE 'Dukunganmu dikembalikan%'",
      [fans[1]!.id],
    );
    const { title } = await cardOf(campaignId);
    const [titleId, titleEn] = title.split(' / ');
    expect(notices.rows).toEqual([
      {
        content: `${titleId} tidak mencapai targetnya: 25 Koin kembali ke saldomu / ${titleEn} did not reach its target: 25 coins are back in your balance`,
      },
    ]);
  });

  it('a campaign that reached its target keeps its coins', async () => {
    const campaignId = await closedCampaign(30, [10, 25], true);
    await returnShortCampaigns(testApp.db);
    expect(await accountBalance(testApp.db, 'campaign', campaignId)).toBe(35);
    expect((await cardOf(campaignId)).refundedAt).toBeNull();
  });
});
