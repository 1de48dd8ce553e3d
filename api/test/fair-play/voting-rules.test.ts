import { randomUUID } from 'node:crypto';
import { jakartaTime, NO_VOTING_RULES, type VotingDetail } from '@fanhub/contract';
import type { Fan } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { getJson } from '../helpers/seeded-app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { liveVoting } from '../helpers/votings';

let testApp: TestApp;

beforeAll(async () => {
  // Room for the parallel votes to reach the database at the same time (on PostgreSQL).
  testApp = await createTestApp({}, 12);
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const vote = (fan: Fan, projectId: string, coins: number) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { projectId, coins },
  });

async function fanWithCoins(coins = 1000): Promise<Fan> {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, coins);
  return fan;
}

const balanceOf = (fan: Fan) => accountBalance(testApp.db, 'member', fan.id);
const votesOf = async (fan: Fan) =>
  (
    await testApp.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM votes WHERE member_id = $1', [
      fan.id,
    ])
  ).rows[0]!.n;
const sqlValue = async <T>(sql: string, params: unknown[] = []) =>
  (await testApp.db.query<{ value: T }>(sql, params)).rows[0]!.value;

it('holds a cap of 100 coins per day under 50 parallel votes of 10: exactly 10 succeed', async () => {
  const { projectIds } = await liveVoting(testApp, { dailyCoinCap: 100 });
  const fan = await fanWithCoins();
  const answers = await Promise.all(Array.from({ length: 50 }, () => vote(fan, projectIds[0]!, 10)));
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
  expect(statuses.filter((status) => status === 422)).toHaveLength(40);
  for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
    expect(refused.json()).toMatchObject({ code: 'DAILY_CAP_REACHED', field: 'coins' });
  }
  expect(await balanceOf(fan)).toBe(900);
  expect(await votesOf(fan)).toBe(10);
  const detail = await getJson<{ data: VotingDetail }>(
    testApp.app,
    `/v1/client/voting-project/${projectIds[0]}`,
  );
  expect(detail.data).toMatchObject({ totalVotes: 100, supporterCount: 10 });
});

it('refuses the vote past the daily cap saying the limit, what is left today and when it resets', async () => {
  const { projectIds } = await liveVoting(testApp, { dailyCoinCap: 100 });
  const fan = await fanWithCoins();
  expect((await vote(fan, projectIds[0]!, 60)).statusCode).toBe(200);
  const refused = await vote(fan, projectIds[1]!, 50);
  expect(refused.statusCode).toBe(422);
  const resetsAt = new Date(
    await sqlValue<string>("SELECT to_json(jakarta_midnight_after(today_in_jakarta()))#>>'{}' AS value"),
  );
  expect(resetsAt.getUTCHours()).toBe(17);
  expect(refused.json().message).toBe(
    `Batas voting ini 100 Koin per fan per hari; sisa Koin-mu hari ini 40, batasnya direset ${jakartaTime(resetsAt)} / ` +
      `This voting allows 100 coins per fan per day; you have 40 left today, and the limit resets at ${jakartaTime(resetsAt)}`,
  );
  expect(await balanceOf(fan)).toBe(940);
  expect((await vote(fan, projectIds[1]!, 40)).statusCode).toBe(200);
});

it('resets the daily cap at Jakarta midnight (17:00 UTC)', async () => {
  expect(await sqlValue<string>("SELECT jakarta_day('2026-11-25T16:59:59Z')::text AS value")).toBe(
    '2026-11-25',
  );
  expect(await sqlValue<string>("SELECT jakarta_day('2026-11-25T17:00:00Z')::text AS value")).toBe(
    '2026-11-26',
  );
  expect(
    await sqlValue<string>(
      "SELECT to_char(jakarta_midnight_after('2026-11-25') AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS value",
    ),
  ).toBe('2026-11-25 17:00');
  expect(await sqlValue<boolean>('SELECT today_in_jakarta() = jakarta_day(now()) AS value')).toBe(true);

  const { votingId, projectIds } = await liveVoting(testApp, { dailyCoinCap: 100 });
  const fan = await fanWithCoins();
  expect((await vote(fan, projectIds[0]!, 100)).statusCode).toBe(200);
  expect((await vote(fan, projectIds[0]!, 10)).json()).toMatchObject({ code: 'DAILY_CAP_REACHED' });
  // The clock passes midnight in Jakarta: the day the fan's coins were counted on is now yesterday.
  await testApp.db.query(
    'UPDATE voting_fan_allowances SET day = day - 1 WHERE voting_id = $1 AND member_id = $2',
    [votingId, fan.id],
  );
  expect((await vote(fan, projectIds[0]!, 100)).statusCode).toBe(200);
  expect((await vote(fan, projectIds[0]!, 1)).json()).toMatchObject({ code: 'DAILY_CAP_REACHED' });
  const { rows } = await testApp.db.query(
    `SELECT day = today_in_jakarta() AS today, coins_today::int, coins_total::int FROM voting_fan_allowances
     WHERE voting_id = $1 AND member_id = $2`,
    [votingId, fan.id],
  );
  expect(rows[0]).toEqual({ today: true, coins_today: 100, coins_total: 200 });
});

it('caps what a fan gives the whole voting', async () => {
  const { projectIds } = await liveVoting(testApp, { votingCoinCap: 30 });
  const fan = await fanWithCoins();
  expect((await vote(fan, projectIds[0]!, 20)).statusCode).toBe(200);
  const refused = await vote(fan, projectIds[1]!, 20);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toMatchObject({
    code: 'VOTING_CAP_REACHED',
    message:
      'Batas voting ini 30 Koin per fan selama voting; sisa Koin-mu 10 / This voting allows 30 coins per fan in all; you have 10 left',
  });
  expect((await vote(fan, projectIds[1]!, 10)).statusCode).toBe(200);
  expect(await balanceOf(fan)).toBe(970);
});

it('keeps a fan to the project of their first vote when the voting says one project', async () => {
  const { projectIds } = await liveVoting(testApp, { oneProject: true });
  const [first, second] = [await fanWithCoins(), await fanWithCoins()];
  expect((await vote(first, projectIds[0]!, 10)).statusCode).toBe(200);
  const elsewhere = await vote(first, projectIds[1]!, 10);
  expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([422, 'ONE_PROJECT_ONLY']);
  expect((await vote(first, projectIds[0]!, 10)).statusCode).toBe(200);
  expect((await vote(second, projectIds[1]!, 10)).statusCode).toBe(200);
  expect(await balanceOf(first)).toBe(980);
});

it('takes no vote before the voting opens, saying when it does, and moves nothing', async () => {
  const opensAt = new Date(Date.now() + 86_400_000).toISOString();
  const { projectIds } = await liveVoting(testApp, { opensAt });
  const fan = await fanWithCoins();
  const early = await vote(fan, projectIds[0]!, 10);
  expect(early.statusCode).toBe(422);
  expect(early.json()).toMatchObject({
    code: 'VOTING_NOT_OPEN',
    message: `Voting ini dibuka ${jakartaTime(opensAt)} / This voting opens at ${jakartaTime(opensAt)}`,
  });
  expect(await balanceOf(fan)).toBe(1000);
});

it('publishes the rules on the voting and on each project, and a voting without rules says so', async () => {
  const rules = { ...NO_VOTING_RULES, dailyCoinCap: 50, votingCoinCap: 500, oneProject: true };
  const { votingId, projectIds } = await liveVoting(testApp, rules);
  const voting = await getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${votingId}`);
  expect(voting.data.rules).toEqual(rules);
  const project = await getJson<{ data: { votingDetail: { rules: unknown } } }>(
    testApp.app,
    `/v1/client/voting-project/${projectIds[0]}`,
  );
  expect(project.data.votingDetail.rules).toEqual(rules);
  const plain = await liveVoting(testApp);
  expect(
    (await getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${plain.votingId}`)).data
      .rules,
  ).toEqual(NO_VOTING_RULES);
});

describe('in the studio', () => {
  const put = (auth: Record<string, string>, votingId: string, payload: object) =>
    testApp.app.inject({ method: 'PUT', url: `/v1/studio/votings/${votingId}`, headers: auth, payload });

  it('refuses rules that contradict themselves or the voting, in both languages, and changes nothing', async () => {
    const { votingId, editor } = await liveVoting(testApp, { dailyCoinCap: 10 });
    const tooMuchADay = await put(editor.auth, votingId, {
      rules: { ...NO_VOTING_RULES, dailyCoinCap: 200, votingCoinCap: 100 },
    });
    expect(tooMuchADay.statusCode).toBe(400);
    expect(tooMuchADay.json()).toMatchObject({
      field: 'rules.dailyCoinCap',
      message:
        'Batas harian tidak boleh melebihi batas voting / The daily limit cannot be more than the voting limit',
    });
    const opensAfterEnd = await put(editor.auth, votingId, {
      rules: { ...NO_VOTING_RULES, opensAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect([opensAfterEnd.statusCode, opensAfterEnd.json().field]).toEqual([400, 'rules.opensAt']);
    const notANumber = await put(editor.auth, votingId, { rules: { ...NO_VOTING_RULES, dailyCoinCap: 0 } });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toContain('Batas Koin per hari');
    const voting = await getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${votingId}`);
    expect(voting.data.rules.dailyCoinCap).toBe(10);
  });

  it('changes the rules until fans vote, then keeps them, with each change in the audit trail', async () => {
    const { votingId, projectIds, editor, publisher } = await liveVoting(testApp);
    const tightened = { ...NO_VOTING_RULES, dailyCoinCap: 20, voidedCoins: 'forfeited' as const };
    // The voting is live: the change waits for a second editor (ADR-235), who approves it.
    const proposed = await put(editor.auth, votingId, { rules: tightened });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().data.rules).toEqual(NO_VOTING_RULES);
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/v1/studio/revisions/${proposed.json().data.pendingRevision._id}/decision`,
      headers: publisher.auth,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    const voting = await getJson<{ data: VotingDetail }>(testApp.app, `/v1/client/voting/detail/${votingId}`);
    expect(voting.data.rules).toEqual(tightened);

    expect((await vote(await fanWithCoins(), projectIds[0]!, 20)).statusCode).toBe(200);
    const fixed = await put(editor.auth, votingId, { rules: { ...tightened, dailyCoinCap: 40 } });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ code: 'HAS_FAN_ACTIVITY', field: 'rules' });
    // The same rules again (as the studio's form sends them with any other change) are no change.
    expect(
      (await put(editor.auth, votingId, { rules: tightened, title: 'Lagu Pilihan / Chosen Song' }))
        .statusCode,
    ).toBe(200);

    const trail = await testApp.app.inject({
      url: `/v1/studio/audit?recordType=voting&recordId=${votingId}`,
      headers: editor.auth,
    });
    const rulesChanges = (
      trail.json().data as { before: { rules: unknown } | null; after: { rules: unknown } }[]
    )
      .filter((line) => line.before && JSON.stringify(line.before.rules) !== JSON.stringify(line.after.rules))
      .map((line) => [line.before!.rules, line.after.rules]);
    // Proposed by the editor, approved by the publisher: the change once, as each of them saw it.
    expect(rulesChanges).toEqual([
      [NO_VOTING_RULES, tightened],
      [NO_VOTING_RULES, tightened],
    ]);
    expect(
      (trail.json().data as { action: string }[])
        .map((line) => line.action)
        .filter((action) => ['propose', 'approve'].includes(action)),
    ).toEqual(['propose', 'approve', 'propose']);
  });
});
