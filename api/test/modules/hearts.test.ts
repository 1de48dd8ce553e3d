import { randomUUID } from 'node:crypto';
import {
  HEART_RULES,
  type CheckInResult,
  type HeartsSummary,
  type HeartVoteResult,
  type ProjectSummary,
  type StatementRow,
  type StudioTransfer,
  type VotingDetail,
} from '@fanhub/contract';
import { waitUntil, type Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { grantHearts } from '../helpers/hearts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { getJson } from '../helpers/seeded-app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInStaff } from '../helpers/staff';
import { liveVoting } from '../helpers/votings';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const checkIn = (fan: Fan) =>
  testApp.app.inject({ method: 'POST', url: `/v1/member/${fan.id}/hearts/check-in`, headers: fan.auth });
const hearts = async (fan: Fan) =>
  (await testApp.app.inject({ method: 'GET', url: `/v1/member/${fan.id}/hearts`, headers: fan.auth })).json<{
    data: HeartsSummary;
  }>().data;

test("20 check-ins at once give one day's hearts; the others are refused until Jakarta's next midnight", async () => {
  const fan = await registerMember(testApp.app);
  const before = await hearts(fan);
  expect(before).toMatchObject({
    available: 0,
    checkedInToday: false,
    streak: 0,
    expiringNext: null,
    nextCheckInHearts: HEART_RULES.checkIn,
    rules: HEART_RULES,
  });

  const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(fan)));
  const taken = answers.filter((answer) => answer.statusCode === 200);
  expect(taken).toHaveLength(1);
  expect(taken[0]!.json<{ data: CheckInResult }>().data).toMatchObject({
    streak: 1,
    hearts: HEART_RULES.checkIn,
    available: HEART_RULES.checkIn,
  });
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(refused.map((answer) => answer.statusCode)).toEqual(Array(19).fill(409));
  expect(refused[0]!.json()).toMatchObject({
    code: 'ALREADY_CHECKED_IN',
    message: expect.stringMatching(/^Kamu sudah absen hari ini\. .* WIB \/ You have checked in today\./),
  });

  const after = await hearts(fan);
  expect(after).toMatchObject({ available: HEART_RULES.checkIn, checkedInToday: true, streak: 1 });
  // The member the top bar reads carries them too.
  const member = await testApp.app.inject({ url: `/v1/member/${fan.id}`, headers: fan.auth });
  expect(member.json().data).toMatchObject({ hearts: HEART_RULES.checkIn, coins: 0 });
  expect(after.expiringNext?.hearts).toBe(HEART_RULES.checkIn);
  expect(new Date(after.nextCheckInAt).getTime()).toBeGreaterThan(Date.now());
  expect(new Date(after.expiringNext!.at).getTime() - Date.now()).toBeGreaterThan(
    (HEART_RULES.lifetimeDays - 1) * 24 * 3600 * 1000,
  );
});

test("a fan's hearts are theirs: another fan's id is refused, and a visitor is asked to sign in", async () => {
  const [fan, other] = [await registerMember(testApp.app), await registerMember(testApp.app)];
  const refused = await testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${other.id}/hearts/check-in`,
    headers: fan.auth,
  });
  expect(refused.statusCode).toBe(403);
  const visitor = await testApp.app.inject({ method: 'GET', url: `/v1/member/${fan.id}/hearts` });
  expect(visitor.statusCode).toBe(401);
  expect((await hearts(other)).available).toBe(0);
});

describe('votes with hearts', () => {
  const heartVote = (fan: Fan, projectId: string, hearts: number, key = randomUUID()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-heart-vote',
      headers: { ...fan.auth, 'idempotency-key': key },
      payload: { projectId, hearts },
    });
  const coinVote = (fan: Fan, projectId: string, coins: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: { ...fan.auth, 'idempotency-key': randomUUID() },
      payload: { projectId, coins },
    });
  async function fanWithHeartsAndCoins(): Promise<Fan> {
    const fan = await registerMember(testApp.app);
    expect((await checkIn(fan)).statusCode).toBe(200);
    await grantCoins(testApp.db, fan.id, 100);
    return fan;
  }

  test("a voting that takes hearts takes a fan's hearts and no coins; a retry with the same key votes once", async () => {
    const voting = await liveVoting(testApp, { coinWeight: null, heartWeight: 1 });
    const fan = await fanWithHeartsAndCoins();
    const project = voting.projectIds[0]!;
    const key = randomUUID();
    const first = await heartVote(fan, project, 3, key);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: HeartVoteResult }>().data).toMatchObject({
      hearts: HEART_RULES.checkIn - 3,
      projectHearts: 3,
    });
    expect((await heartVote(fan, project, 3, key)).json()).toEqual(first.json());
    expect(await accountBalance(testApp.db, 'voting_project_hearts', project)).toBe(3);

    const coins = await coinVote(fan, project, 10);
    expect(coins.statusCode).toBe(422);
    expect(coins.json()).toMatchObject({
      code: 'COINS_NOT_TAKEN',
      message: 'Voting ini hanya menerima Hati / This voting takes hearts only',
    });
    expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(100);
    expect((await heartVote(fan, project, HEART_RULES.checkIn)).json()).toMatchObject({
      code: 'INSUFFICIENT_HEARTS',
    });
  });

  test("the fan's hearts statement shows the check-in and the vote; staff find the vote's transfer", async () => {
    const voting = await liveVoting(testApp, { coinWeight: null, heartWeight: 1 });
    const fan = await fanWithHeartsAndCoins();
    const voted = await heartVote(fan, voting.projectIds[0]!, 2);
    expect(voted.statusCode).toBe(200);
    const statement = await testApp.app.inject({
      url: `/v1/member/${fan.id}/hearts/statement`,
      headers: fan.auth,
    });
    const lines = statement.json<{ data: StatementRow[] }>().data;
    expect(lines.map(({ reason, amount, balanceAfter }) => ({ reason, amount, balanceAfter }))).toEqual([
      { reason: 'heart_vote', amount: -2, balanceAfter: HEART_RULES.checkIn - 2 },
      { reason: 'heart_check_in', amount: HEART_RULES.checkIn, balanceAfter: HEART_RULES.checkIn },
    ]);
    expect(lines[0]!.description).toMatch(/^Vote dengan Hati untuk .* \/ Vote with hearts for /);
    expect(lines[0]!.link).toBe(`/fanspick/project/${voting.projectIds[0]}`);
    // The coin statement has none of it.
    const coins = await testApp.app.inject({ url: `/v1/member/${fan.id}/statement`, headers: fan.auth });
    expect(coins.json<{ data: StatementRow[] }>().data.map((line) => line.reason)).toEqual(['welcome_grant']);

    const finance = await signedInStaff(testApp, 'finance');
    const transfer = await testApp.app.inject({
      url: `/v1/studio/transfers/${lines[0]!.transferId}`,
      headers: finance.auth,
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json<{ data: StudioTransfer }>().data).toMatchObject({
      reason: 'heart_vote',
      amount: 2,
      from: { kind: 'member_hearts' },
      to: { kind: 'voting_project_hearts' },
    });
  });

  test('a voting that takes only coins refuses hearts, and the fan keeps them', async () => {
    const voting = await liveVoting(testApp);
    const fan = await fanWithHeartsAndCoins();
    const refused = await heartVote(fan, voting.projectIds[0]!, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'HEARTS_NOT_TAKEN',
      message: 'Voting ini tidak menerima Hati / This voting does not take hearts',
    });
    expect((await hearts(fan)).available).toBe(HEART_RULES.checkIn);
    expect((await coinVote(fan, voting.projectIds[0]!, 10)).statusCode).toBe(200);
  });

  test('a voting that takes both counts coins and hearts apart and in points by its weights', async () => {
    const voting = await liveVoting(testApp, { coinWeight: 10, heartWeight: 1 });
    const detail = async () =>
      (await getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${voting.votingId}`))
        .data;
    expect((await detail()).rules).toMatchObject({ coinWeight: 10, heartWeight: 1 });
    const fan = await fanWithHeartsAndCoins();
    const project = voting.projectIds[1]!;
    expect((await heartVote(fan, project, 2)).statusCode).toBe(200);
    const voted = await coinVote(fan, project, 5);
    // The vote's answer carries the project's tally with both in it.
    expect(voted.json<{ data: { project: ProjectSummary } }>().data.project).toMatchObject({
      coinsCollected: 5,
      heartsCollected: 2,
      totalVotes: 5 * 10 + 2,
      supporterCount: 2,
    });
    const shown = await getJson<{ data: ProjectSummary }>(
      testApp.app,
      `/v1/client/voting-project/${project}`,
    );
    expect(shown.data).toMatchObject({ coinsCollected: 5, heartsCollected: 2, totalVotes: 52 });
    expect(await detail()).toMatchObject({
      totalCoins: 5,
      totalHearts: 2,
      totalVotes: 52,
      supporterCount: 2,
    });
    // Projects are ranked by their points.
    expect((await detail()).projects[0]!._id).toBe(project);
  });
});

test("the API's own job takes expired hearts out of fans' accounts, each through a transfer of its own", async () => {
  const jobs = await createTestApp({ HEART_EXPIRY_EVERY_MS: '100' });
  try {
    const fan = await registerMember(jobs.app);
    await grantHearts(jobs.db, {
      memberId: fan.id,
      amount: 4,
      reason: 'heart_mission',
      reference: 'expired-yesterday',
      expiresAt: new Date(Date.now() - 86_400_000),
      key: `${fan.id}:expired-yesterday`,
    });
    expect(await waitUntil(async () => (await accountBalance(jobs.db, 'member_hearts', fan.id)) === 0)).toBe(
      true,
    );
    const expiries = await jobs.db.query<{ amount: number }>(
      `SELECT t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
       WHERE t.reason = 'heart_expiry' AND a.owner_id = $1`,
      [fan.id],
    );
    expect(expiries.rows).toEqual([{ amount: 4 }]);
    await expectLedgerSound(jobs.db);
  } finally {
    await jobs.close();
  }
});
