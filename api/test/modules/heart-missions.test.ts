import { randomUUID } from 'node:crypto';
import {
  HEART_RULES,
  type MissionClaim,
  type MissionProgress,
  type StatementRow,
  type StudioMission,
} from '@fanhub/contract';
import type { Fan, SignedInStaff } from '@fanhub/testkit';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { registerMember } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { liveVoting, type LiveVoting } from '../helpers/votings';

let testApp: TestApp;
let editor: SignedInStaff;
let voting: LiveVoting;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  voting = await liveVoting(testApp, { coinWeight: 10, heartWeight: 1 });
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const studio = (staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/v1/studio${url}`,
    headers: staff.auth,
    ...(payload ? { payload } : {}),
  });

async function mission(fields: Partial<StudioMission> = {}): Promise<StudioMission> {
  const created = await studio(editor, 'POST', '/heart-missions', {
    action: 'vote',
    title: 'Vote hari ini / Vote today',
    reward: 3,
    dailyLimit: 1,
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(24),
    ...fields,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ data: StudioMission }>().data;
}

const claim = (fan: Fan, missionId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${fan.id}/hearts/missions/${missionId}/claim`,
    headers: fan.auth,
  });
const missionsOf = async (fan: Fan) =>
  (await testApp.app.inject({ url: `/v1/member/${fan.id}/hearts/missions`, headers: fan.auth })).json<{
    data: MissionProgress[];
  }>().data;
const progressOf = async (fan: Fan, missionId: string) =>
  (await missionsOf(fan)).find((open) => open._id === missionId);

async function fanWithHearts(): Promise<Fan> {
  const fan = await registerMember(testApp.app);
  const checkIn = await testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${fan.id}/hearts/check-in`,
    headers: fan.auth,
  });
  expect(checkIn.statusCode).toBe(200);
  return fan;
}
const voteWithHearts = async (fan: Fan) => {
  const vote = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-heart-vote',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { projectId: voting.projectIds[0], hearts: 1 },
  });
  expect(vote.statusCode).toBe(200);
};

test('a mission completes only from its real action, once per completion, whatever arrives at once', async () => {
  const vote = await mission({ dailyLimit: 2 });
  const fan = await fanWithHearts();

  const early = await claim(fan, vote._id);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({
    code: 'MISSION_NOT_DONE',
    message: 'Selesaikan misinya dulu, lalu klaim Hati / Complete the mission first, then claim its hearts',
  });
  expect(await progressOf(fan, vote._id)).toMatchObject({ doneToday: 0, claimedToday: 0, claimable: false });

  await voteWithHearts(fan);
  expect(await progressOf(fan, vote._id)).toMatchObject({ doneToday: 1, claimedToday: 0, claimable: true });
  const answers = await Promise.all(Array.from({ length: 20 }, () => claim(fan, vote._id)));
  const taken = answers.filter((answer) => answer.statusCode === 200);
  expect(taken).toHaveLength(1);
  expect(taken[0]!.json<{ data: MissionClaim }>().data).toEqual({
    missionId: vote._id,
    claimedToday: 1,
    hearts: 3,
    available: HEART_RULES.checkIn - 1 + 3,
  });
  expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((a) => a.json().code))).toEqual(
    new Set(['MISSION_NOT_DONE']),
  );
  expect(await progressOf(fan, vote._id)).toMatchObject({ doneToday: 1, claimedToday: 1, claimable: false });

  await voteWithHearts(fan);
  expect((await claim(fan, vote._id)).statusCode).toBe(200);
  await voteWithHearts(fan);
  const overLimit = await claim(fan, vote._id);
  expect(overLimit.statusCode).toBe(409);
  expect(overLimit.json()).toMatchObject({
    code: 'MISSION_DONE_TODAY',
    message: expect.stringMatching(
      /^Misi ini sudah selesai hari ini\. .* WIB \/ This mission is done for today\./,
    ),
  });

  const statement = (
    await testApp.app.inject({ url: `/v1/member/${fan.id}/hearts/statement`, headers: fan.auth })
  ).json<{ data: StatementRow[] }>().data;
  expect(statement.filter((row) => row.reason === 'heart_mission').map((row) => row.description)).toEqual([
    'Misi: Vote hari ini / Mission: Vote today',
    'Misi: Vote hari ini / Mission: Vote today',
  ]);
  const shown = (await studio(editor, 'GET', `/heart-missions/${vote._id}`)).json<{ data: StudioMission }>();
  expect(shown.data).toMatchObject({ completions: 2, heartsGiven: 6 });
});

test("another action does not complete a mission, nor does another fan's", async () => {
  const support = await mission({
    action: 'support_campaign',
    title: 'Dukung kampanye / Support a campaign',
  });
  const [fan, other] = [await fanWithHearts(), await fanWithHearts()];
  await voteWithHearts(fan);
  await voteWithHearts(other);
  expect((await claim(fan, support._id)).json().code).toBe('MISSION_NOT_DONE');
  const othersClaim = await testApp.app.inject({
    method: 'POST',
    url: `/v1/member/${other.id}/hearts/missions/${support._id}/claim`,
    headers: fan.auth,
  });
  expect(othersClaim.statusCode).toBe(403);
});

test('a mission before its start or after its end is not offered and cannot be claimed', async () => {
  const later = await mission({ startsAt: hoursFromNow(2), endsAt: hoursFromNow(5) });
  const ended = await mission({ startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-2) });
  const fan = await fanWithHearts();
  await voteWithHearts(fan);
  const offered = (await missionsOf(fan)).map((open) => open._id);
  expect(offered).not.toContain(later._id);
  expect(offered).not.toContain(ended._id);
  for (const closed of [later, ended]) {
    const refused = await claim(fan, closed._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Misi tidak ditemukan / Mission not found');
  }
});

test("a fan earns at most the day's cap of hearts, check-in and missions together", async () => {
  const generous = await mission({ reward: 50, dailyLimit: 3, title: 'Vote lagi / Vote again' });
  const fan = await fanWithHearts();
  for (let vote = 0; vote < 3; vote += 1) await voteWithHearts(fan);
  expect((await claim(fan, generous._id)).statusCode).toBe(200);
  // The check-in's 5 and one completion's 50 leave room for less than another 50 under the cap of 100.
  const capped = await claim(fan, generous._id);
  expect(capped.statusCode).toBe(409);
  expect(capped.json()).toMatchObject({
    code: 'DAILY_HEARTS_CAP',
    message: `Batas ${HEART_RULES.dailyCap} Hati per hari tercapai. Coba lagi besok / You reached ${HEART_RULES.dailyCap} hearts today. Try again tomorrow`,
  });
});

describe('the studio', () => {
  test('an editor creates and changes a mission, each step in the audit trail; a viewer may only read', async () => {
    const created = await mission({ title: 'Ikut event / Join an event', action: 'join_event' });
    const changed = await studio(editor, 'PUT', `/heart-missions/${created._id}`, { reward: 7 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ reward: 7, action: 'join_event' });
    const trail = (await studio(editor, 'GET', `/audit?recordId=${created._id}`)).json().data as {
      action: string;
      before: Partial<StudioMission> | null;
      after: Partial<StudioMission>;
    }[];
    expect(trail.map((line) => line.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({ before: { reward: 3 }, after: { reward: 7 } });

    const viewer = await signedInStaff(testApp, 'viewer');
    expect((await studio(viewer, 'GET', '/heart-missions')).statusCode).toBe(200);
    expect((await studio(viewer, 'PUT', `/heart-missions/${created._id}`, { reward: 9 })).statusCode).toBe(
      403,
    );
  });

  test('a mission that ends before it starts, or gives too many hearts, is refused in both languages and nothing is written', async () => {
    const before = (await studio(editor, 'GET', '/heart-missions')).json().meta.total;
    const backwards = await studio(editor, 'POST', '/heart-missions', {
      action: 'vote',
      title: 'Mundur / Backwards',
      reward: 3,
      dailyLimit: 1,
      startsAt: hoursFromNow(5),
      endsAt: hoursFromNow(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'Misi harus selesai setelah mulai / A mission must end after it starts',
    );
    const tooMany = await studio(editor, 'POST', '/heart-missions', {
      action: 'vote',
      title: 'Terlalu banyak / Too many',
      reward: 500,
      dailyLimit: 1,
      startsAt: hoursFromNow(-1),
      endsAt: hoursFromNow(1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Hadiah 1-50 Hati / The reward is 1 to 50 hearts');
    expect((await studio(editor, 'GET', '/heart-missions')).json().meta.total).toBe(before);

    const existing = await mission();
    const moved = await studio(editor, 'PUT', `/heart-missions/${existing._id}`, {
      endsAt: hoursFromNow(-3),
    });
    expect(moved.statusCode).toBe(400);
    expect((await studio(editor, 'GET', `/heart-missions/${existing._id}`)).json().data.endsAt).toBe(
      existing.endsAt,
    );
  });
});
