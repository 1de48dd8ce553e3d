import type { StudioAdjustment } from '@fanhub/contract';
import { coinsOf, type SignedInStaff } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { findSealViolations } from '../../src/ledger/seals';
import { inProcess } from '../helpers/in-process';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { sealEverything } from '../helpers/seals';
import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let proposer: SignedInStaff;
let approver: SignedInStaff;
let secondApprover: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  testApp = await createTestApp();
  [proposer, approver, secondApprover, admin] = await Promise.all([
    signedInStaff(testApp, 'finance'),
    signedInStaff(testApp, 'finance'),
    signedInStaff(testApp, 'finance'),
    signedInStaff(testApp, 'admin'),
  ]);
});
afterEach(async () => {
  await expectLedgerSound(testApp.db);
  await sealEverything(testApp.db);
  expect(await findSealViolations(testApp.db)).toEqual([]);
});
afterAll(() => testApp.close());

const as = (staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
const transfersOf = async (adjustmentId: string) =>
  (
    await testApp.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM ledger_transfers WHERE reference = $1 AND reason LIKE 'promotion_%'",
      [adjustmentId],
    )
  ).rows[0]!.n;
const trailOf = async (id: string) =>
  (
    await testApp.db.query<{ action: string; staff_email: string }>(
      "SELECT action, staff_email FROM staff_audit WHERE record_type = 'adjustment' AND record_id = $1 ORDER BY id",
      [id],
    )
  ).rows;

async function propose(memberId: string, coins = 50, direction: 'grant' | 'deduct' = 'grant') {
  const answer = await as(proposer, 'POST', '/v1/studio/adjustments', {
    memberId,
    direction,
    coins,
    reasonCode: 'goodwill',
    note: 'Gangguan pembayaran 24 Nov / Payment outage on 24 Nov',
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as StudioAdjustment;
}

it('a grant waits for a second finance person; then the fan has the coins, out of promotions, and both are in the trail', async () => {
  const fan = await registerMember(testApp.app);
  const proposal = await propose(fan.id);
  expect(proposal).toMatchObject({ status: 'proposed', version: 1, proposedBy: proposer.email, coins: 50 });
  expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);

  const approved = await as(approver, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, {
    version: 1,
  });
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({ status: 'executed', decidedBy: approver.email });
  expect(await coinsOf(inProcess(testApp.app), fan)).toBe(50);
  expect(await accountBalance(testApp.db, 'promotions', 'system')).toBeLessThanOrEqual(-50);

  const statement = await testApp.app.inject({ url: `/v1/member/${fan.id}/statement`, headers: fan.auth });
  expect(statement.json().data[0]).toMatchObject({
    reason: 'promotion_grant',
    amount: 50,
    description: 'Koin dari fanhub: Kompensasi layanan / Coins from fanhub: Goodwill',
  });
  expect(await trailOf(proposal._id)).toEqual([
    { action: 'propose', staff_email: proposer.email },
    { action: 'approve', staff_email: approver.email },
  ]);
});

it('the proposer cannot approve, nor an admin: nothing moves', async () => {
  const fan = await registerMember(testApp.app);
  const proposal = await propose(fan.id);
  const own = await as(proposer, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, { version: 1 });
  expect(own.statusCode).toBe(403);
  expect(own.json()).toMatchObject({ code: 'FOUR_EYES', message: expect.stringContaining(' / ') });
  const byAdmin = await as(admin, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, { version: 1 });
  expect(byAdmin.statusCode).toBe(403);
  expect(byAdmin.json().code).toBe('ROLE_NOT_ALLOWED');
  expect(await transfersOf(proposal._id)).toBe(0);
  expect(await coinsOf(inProcess(testApp.app), fan)).toBe(0);
});

it('an approval of a proposal changed since is refused; the new version can be approved', async () => {
  const fan = await registerMember(testApp.app);
  const proposal = await propose(fan.id, 50);
  const changed = await as(proposer, 'PUT', `/v1/studio/adjustments/${proposal._id}`, { coins: 5000 });
  expect(changed.json().data).toMatchObject({ coins: 5000, version: 2 });
  const stale = await as(approver, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, { version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().code).toBe('CHANGED_SINCE_READ');
  expect(await transfersOf(proposal._id)).toBe(0);
  // Only its proposer changes a proposal.
  const byOther = await as(approver, 'PUT', `/v1/studio/adjustments/${proposal._id}`, { coins: 1 });
  expect(byOther.statusCode).toBe(403);

  const approved = await as(approver, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, {
    version: 2,
  });
  expect(approved.statusCode).toBe(200);
  expect(await coinsOf(inProcess(testApp.app), fan)).toBe(5000);
});

it('two approvals at once execute once', async () => {
  const fan = await registerMember(testApp.app);
  const proposal = await propose(fan.id, 70);
  const answers = await Promise.all(
    [approver, secondApprover].map((staff) =>
      as(staff, 'POST', `/v1/studio/adjustments/${proposal._id}/approve`, { version: 1 }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ALREADY_DECIDED');
  expect(await transfersOf(proposal._id)).toBe(1);
  expect(await coinsOf(inProcess(testApp.app), fan)).toBe(70);
});

it('a deduction never takes a fan below zero; a rejected proposal moves nothing', async () => {
  const fan = await registerMember(testApp.app);
  const deduction = await propose(fan.id, 10, 'deduct');
  const refused = await as(approver, 'POST', `/v1/studio/adjustments/${deduction._id}/approve`, {
    version: 1,
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'INSUFFICIENT_COINS',
    // Finance staff are told what to do, not the fans' "top up first".
    message:
      'Fan ini hanya punya 0 Koin, kurang dari pengurangan 10 Koin: ubah jumlahnya atau tolak usulan ini / This fan holds 0 coins, fewer than the 10-coin deduction: change the amount or reject the proposal',
  });
  expect((await as(approver, 'GET', `/v1/studio/adjustments/${deduction._id}`)).json().data.status).toBe(
    'proposed',
  );

  const rejected = await as(approver, 'POST', `/v1/studio/adjustments/${deduction._id}/reject`, {
    version: 1,
    note: 'Saldo kosong / Empty balance',
  });
  expect(rejected.json().data).toMatchObject({
    status: 'rejected',
    decisionNote: 'Saldo kosong / Empty balance',
  });
  const again = await as(secondApprover, 'POST', `/v1/studio/adjustments/${deduction._id}/approve`, {
    version: 1,
  });
  expect(again.json().code).toBe('ALREADY_DECIDED');
  expect(await transfersOf(deduction._id)).toBe(0);
});

it('refuses a malformed proposal in both languages and stores nothing', async () => {
  const before = (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM coin_adjustments'))
    .rows[0]!.n;
  const fan = await registerMember(testApp.app);
  for (const bad of [
    { memberId: fan.id, direction: 'grant', coins: 0, reasonCode: 'goodwill', note: 'x' },
    { memberId: fan.id, direction: 'steal', coins: 5, reasonCode: 'goodwill', note: 'x' },
    { memberId: fan.id, direction: 'grant', coins: 5, reasonCode: 'because', note: 'x' },
    { memberId: fan.id, direction: 'grant', coins: 5, reasonCode: 'goodwill', note: '' },
  ]) {
    const answer = await as(proposer, 'POST', '/v1/studio/adjustments', bad);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/ \/ /);
  }
  const unknownFan = await as(proposer, 'POST', '/v1/studio/adjustments', {
    memberId: '00000000-0000-4000-8000-000000000000',
    direction: 'grant',
    coins: 5,
    reasonCode: 'goodwill',
    note: 'x',
  });
  expect(unknownFan.statusCode).toBe(404);
  expect(
    (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM coin_adjustments')).rows[0]!.n,
  ).toBe(before);
});
