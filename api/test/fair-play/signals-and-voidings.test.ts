import { randomUUID } from 'node:crypto';
import type { FlaggedCluster as Cluster, VotingDetail } from '@fanhub/contract';
import { registerFan, signedNotification, type Fan, type SignedInStaff } from '@fanhub/testkit';
import { accountBalance } from '../../src/ledger/accounts';
import { findSealViolations } from '../../src/ledger/seals';
import { inProcess } from '../helpers/in-process';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { grantCoins } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { ledgerVerify, sealEverything } from '../helpers/seals';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { signedInStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';
import { liveVoting, type LiveVoting } from '../helpers/votings';

let testApp: TestApp;
let moderator: SignedInStaff;

beforeAll(async () => {
  testApp = await createSeededApp();
  moderator = await signedInStaff(testApp, 'moderator');
});
afterEach(() => expectLedgerSound(testApp.db));
afterAll(() => testApp.close());

const FARM = '198.51.100.7';

/** A fan registered from `address` (and the browser `device`), with `coins` to vote with. */
async function fanFrom(address: string, coins = 100, device?: string): Promise<Fan> {
  const fan = await registerFan(inProcess(testApp.app, address), {}, device ? { device } : {});
  if (coins > 0) await grantCoins(testApp.db, fan.id, coins);
  return fan;
}
const vote = async (fan: Fan, projectId: string, coins: number) => {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { projectId, coins },
  });
  expect(answer.statusCode).toBe(200);
};
const signals = async (): Promise<Cluster[]> =>
  (await testApp.app.inject({ url: '/v1/studio/fair-play/signals', headers: moderator.auth })).json().data;
const voidVotes = (staff: SignedInStaff, body: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/studio/fair-play/voidings',
    headers: staff.auth,
    payload: body,
  });
const projectTotal = async (projectId: string) =>
  (await getJson<{ data: { totalVotes: number } }>(testApp.app, `/v1/client/voting-project/${projectId}`))
    .data.totalVotes;
const flaggedIds = (clusters: Cluster[]) => new Set(clusters.flatMap((c) => c.accounts.map((a) => a._id)));

describe('a farm of 20 accounts from one address, among 20 fans of their own', () => {
  let voting: LiveVoting;
  let farm: Fan[];
  let fans: Fan[];

  beforeAll(async () => {
    voting = await liveVoting(testApp, { voidedCoins: 'returned' });
    farm = [];
    fans = [];
    for (let n = 0; n < 20; n++) {
      farm.push(await fanFrom(FARM));
      fans.push(await fanFrom(`203.0.113.${n + 10}`));
    }
    // Within the same minutes, both groups vote for the same project.
    for (let n = 0; n < 20; n++) {
      await vote(farm[n]!, voting.projectIds[0]!, 10);
      await vote(fans[n]!, voting.projectIds[0]!, 7);
    }
    await vote(fans[0]!, voting.projectIds[1]!, 5);
  });

  it('flags the farm as one cluster with its evidence, and none of the other fans', async () => {
    const clusters = await signals();
    const byAddress = clusters.filter((cluster) => cluster.kind === 'shared-address');
    expect(byAddress).toHaveLength(1);
    const [cluster] = byAddress as [Cluster];
    expect(cluster).toMatchObject({
      key: FARM,
      project: { _id: voting.projectIds[0] },
      voting: { _id: voting.votingId },
      coins: 200,
      evidence: expect.stringContaining(`20 akun baru dari alamat ${FARM}`),
    });
    expect(cluster.accounts.map((account) => account._id).sort()).toEqual(farm.map((fan) => fan.id).sort());
    expect(cluster.accounts.every((account) => account.coinsSpent === 10 && !account.suspended)).toBe(true);
    const flagged = flaggedIds(clusters);
    expect(fans.filter((fan) => flagged.has(fan.id))).toEqual([]);
  });

  it('is only for moderators to void: a viewer reads the signals, an editor cannot void', async () => {
    const viewer = await signedInStaff(testApp, 'viewer');
    expect(
      (await testApp.app.inject({ url: '/v1/studio/fair-play/signals', headers: viewer.auth })).statusCode,
    ).toBe(200);
    const editor = await signedInStaff(testApp, 'editor');
    const refused = await voidVotes(editor, {
      votingId: voting.votingId,
      memberIds: [farm[0]!.id],
      reasonId: 'Akun palsu dari satu alamat',
      reasonEn: 'Fake accounts from one address',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('voids the farm: the total falls by exactly its coins, coins go back, the notice is public, the chain holds', async () => {
    const before = await projectTotal(voting.projectIds[0]!);
    const otherBefore = await projectTotal(voting.projectIds[1]!);
    const voided = await voidVotes(moderator, {
      votingId: voting.votingId,
      memberIds: farm.map((fan) => fan.id),
      reasonId: 'Akun palsu dari satu alamat dalam hitungan menit',
      reasonEn: 'Fake accounts from one address within minutes',
    });
    expect(voided.statusCode).toBe(201);
    expect(voided.json().data).toMatchObject({
      votes: 20,
      coins: 200,
      accounts: 20,
      destination: 'returned',
    });

    expect(await projectTotal(voting.projectIds[0]!)).toBe(before - 200);
    expect(await projectTotal(voting.projectIds[1]!)).toBe(otherBefore);
    for (const fan of farm) expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(100);
    const { rows } = await testApp.db.query(
      `SELECT COUNT(*)::int AS votes, COUNT(void_transfer_id)::int AS voided FROM votes WHERE member_id = ANY($1::uuid[])`,
      [farm.map((fan) => fan.id)],
    );
    expect(rows[0]).toEqual({ votes: 20, voided: 20 });

    const detail = await getJson<{ data: VotingDetail }>(
      testApp.app,
      `/v1/client/voting/detail/${voting.votingId}`,
    );
    expect(detail.data.voidings).toEqual([
      {
        _id: voided.json().data._id,
        votingId: voting.votingId,
        votingTitle: 'Lagu Terbaik / Best Song',
        voidedAt: expect.any(String),
        votes: 20,
        coins: 200,
        accounts: 20,
        reason:
          'Akun palsu dari satu alamat dalam hitungan menit / Fake accounts from one address within minutes',
        destination: 'returned',
      },
    ]);
    expect(detail.data.topFansPickers.map((fan) => fan.userId)).not.toContain(farm[0]!.id);

    // The verify page's entries: every vote and every reversal, adding up to the total shown.
    const audit = (
      await testApp.app.inject({ url: `/v1/client/voting-project/${voting.projectIds[0]}/audit?limit=100` })
    ).json();
    expect(audit.data.filter((entry: { coins: number }) => entry.coins < 0)).toHaveLength(20);
    expect(audit.data.reduce((sum: number, entry: { coins: number }) => sum + entry.coins, 0)).toBe(
      before - 200,
    );
    expect(audit.meta.totalCoins).toBe(before - 200);

    await sealEverything(testApp.db);
    expect(await findSealViolations(testApp.db)).toEqual([]);
    if (TEST_DATABASE === 'postgres') {
      expect(await ledgerVerify(testApp.db)).toMatchObject({
        code: 0,
        output: expect.stringContaining('holds'),
      });
    }

    const again = await voidVotes(moderator, {
      votingId: voting.votingId,
      memberIds: [farm[0]!.id],
      reasonId: 'Akun palsu dari satu alamat',
      reasonEn: 'Fake accounts from one address',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'NOTHING_TO_VOID']);
    // Voided votes are no longer evidence: the cluster is settled.
    expect((await signals()).filter((cluster) => cluster.key === FARM)).toEqual([]);

    const trail = await testApp.app.inject({
      url: `/v1/studio/audit?recordType=voting&recordId=${voting.votingId}`,
      headers: moderator.auth,
    });
    expect(trail.json().data.filter((line: { action: string }) => line.action === 'void votes')).toHaveLength(
      1,
    );
    const notices = await testApp.app.inject({ url: '/v1/client/notification', headers: farm[0]!.auth });
    expect(JSON.stringify(notices.json())).toContain('Vote-mu dibatalkan');
  });
});

it('flags new accounts made in one browser, each from another address, voting for one project together', async () => {
  const voting = await liveVoting(testApp);
  const device = randomUUID();
  const sharing = [];
  for (let n = 0; n < 6; n++) sharing.push(await fanFrom(`192.0.2.${n + 20}`, 100, device));
  const alone = await fanFrom('192.0.2.99', 100, randomUUID());
  for (const fan of [...sharing, alone]) await vote(fan, voting.projectIds[0]!, 4);

  const byDevice = (await signals()).filter(
    (cluster) => cluster.kind === 'shared-device' && cluster.voting?._id === voting.votingId,
  );
  expect(byDevice).toHaveLength(1);
  expect(byDevice[0]).toMatchObject({ key: device, coins: 24 });
  expect(byDevice[0]!.accounts.map((account) => account._id).sort()).toEqual(
    sharing.map((fan) => fan.id).sort(),
  );
});

it('flags new accounts from one address voting with hearts (free votes are what a farm spends first)', async () => {
  const voting = await liveVoting(testApp, { coinWeight: null, heartWeight: 1 });
  const address = '203.0.113.77';
  const farm = [];
  for (let n = 0; n < 6; n++) farm.push(await fanFrom(address, 0));
  for (const fan of farm) {
    const checkIn = await testApp.app.inject({
      method: 'POST',
      url: `/v1/member/${fan.id}/hearts/check-in`,
      headers: fan.auth,
    });
    expect(checkIn.statusCode).toBe(200);
    const heartVote = await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-heart-vote',
      headers: { ...fan.auth, 'idempotency-key': randomUUID() },
      payload: { projectId: voting.projectIds[0], hearts: 5 },
    });
    expect(heartVote.statusCode).toBe(200);
  }
  const byAddress = (await signals()).filter(
    (cluster) => cluster.kind === 'shared-address' && cluster.voting?._id === voting.votingId,
  );
  expect(byAddress).toHaveLength(1);
  expect(byAddress[0]).toMatchObject({ key: address });
  expect(byAddress[0]!.accounts.map((account) => account._id).sort()).toEqual(
    farm.map((fan) => fan.id).sort(),
  );
});

it("forfeits the voided coins when the voting's rules say so", async () => {
  const voting = await liveVoting(testApp, { voidedCoins: 'forfeited' });
  const fan = await fanFrom('192.0.2.44', 50);
  await vote(fan, voting.projectIds[0]!, 30);
  const forfeitedBefore = await accountBalance(testApp.db, 'forfeited', 'system');
  const voided = await voidVotes(moderator, {
    votingId: voting.votingId,
    memberIds: [fan.id],
    reasonId: 'Vote dibeli dari joki',
    reasonEn: 'Votes bought from a vote seller',
  });
  expect(voided.json().data).toMatchObject({ destination: 'forfeited', coins: 30 });
  expect(await accountBalance(testApp.db, 'member', fan.id)).toBe(20);
  expect(await accountBalance(testApp.db, 'forfeited', 'system')).toBe(forfeitedBefore + 30);
  expect(await projectTotal(voting.projectIds[0]!)).toBe(0);
});

it('flags one card topping up many accounts, and an account voting at a machine-like rhythm', async () => {
  const voting = await liveVoting(testApp);
  const serverKey = testApp.config.payments.serverKey;
  const buyers: Fan[] = [];
  for (let n = 0; n < 3; n++) {
    const buyer = await fanFrom(`192.0.2.${60 + n}`, 0);
    const order = await openPayment(testApp.app, buyer);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/notification',
      payload: {
        ...signedNotification(serverKey, {
          orderId: order.orderId,
          grossAmount: order.pack.price,
          status: 'settlement',
          paymentType: 'credit_card',
        }),
        masked_card: '48111111-1114',
      },
    });
    expect(paid.statusCode).toBe(200);
    buyers.push(buyer);
  }
  const bot = await fanFrom('192.0.2.90');
  const person = await fanFrom('192.0.2.91');
  for (let n = 0; n < 6; n++) {
    await vote(bot, voting.projectIds[0]!, 1);
    await vote(person, voting.projectIds[0]!, 1);
  }
  // Their six votes, as they came over the last hour: the bot's every 60 s, the person's when they felt like it.
  const placeVotes = (fan: Fan, secondsAgo: number[]) =>
    testApp.db.query(
      `UPDATE votes v SET created_at = now() - make_interval(secs => ($2::int[])[o.n])
       FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY created_at) AS n FROM votes WHERE member_id = $1) o
       WHERE v.id = o.id`,
      [fan.id, secondsAgo],
    );
  await placeVotes(bot, [360, 300, 240, 180, 120, 60]);
  await placeVotes(person, [3000, 2400, 2300, 900, 860, 30]);

  const clusters = await signals();
  const card = clusters.find((cluster) => cluster.kind === 'shared-instrument')!;
  expect(card).toMatchObject({ key: 'credit_card 48111111-1114', project: null });
  expect(card.accounts.map((account) => account._id).sort()).toEqual(buyers.map((fan) => fan.id).sort());
  const rhythm = clusters.filter((cluster) => cluster.kind === 'regular-intervals');
  expect(rhythm.map((cluster) => cluster.accounts.map((account) => account._id))).toEqual([[bot.id]]);
  expect(rhythm[0]).toMatchObject({ project: { _id: voting.projectIds[0] }, coins: 6 });
});

it('raises the proof of work during an attack: every new challenge asks for more, and the change is audited', async () => {
  const settings = (method: 'GET' | 'PUT', payload?: object) =>
    testApp.app.inject({
      method,
      url: '/v1/studio/settings/fair-play',
      headers: moderator.auth,
      ...(payload ? { payload } : {}),
    });
  expect((await settings('GET')).json().data).toEqual({ proofOfWorkCost: 1 });
  expect((await settings('PUT', { proofOfWorkCost: 0 })).json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: 'Tingkat kesulitan 1 sampai 10.000.000 / The difficulty is 1 to 10,000,000',
  });
  expect((await settings('PUT', { proofOfWorkCost: 5 })).json().data).toEqual({ proofOfWorkCost: 5 });
  const challenge = (await testApp.app.inject({ url: '/v1/auth/challenge' })).json().data;
  expect(challenge.parameters.cost).toBe(5);
  const trail = await testApp.app.inject({
    url: '/v1/studio/audit?recordType=setting&recordId=fair%20play',
    headers: moderator.auth,
  });
  expect(trail.json().data[0]).toMatchObject({
    before: { proofOfWorkCost: 1 },
    after: { proofOfWorkCost: 5 },
  });
  await settings('PUT', { proofOfWorkCost: 1 });
});
