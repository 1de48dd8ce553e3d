import { randomUUID } from 'node:crypto';
import type { AuditPage, Seal } from '@fanhub/contract';
import { verifyCredits } from '@fanhub/contract/dist/tally-proof';
import { createSeededApp, getJson, openVotingProjects, signIn } from '../helpers/seeded-app';
import { sealEverything } from '../helpers/seals';
import type { TestApp } from '../helpers/test-app';

describe('tallies anyone can verify', () => {
  let testApp: TestApp;
  let projectId: string;
  beforeEach(async () => {
    testApp = await createSeededApp({ LEDGER_SEAL_EVERY_MS: '0' });
    projectId = (await openVotingProjects(testApp.app))[0]!._id;
  });
  afterEach(() => testApp.close());

  const vote = async (coins: number) => {
    const fan = await signIn(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      payload: { projectId, coins },
    });
    expect(response.statusCode).toBe(200);
  };
  const audit = (page = 1, limit = 100) =>
    getJson<AuditPage>(
      testApp.app,
      `/v1/client/voting-project/${projectId}/audit?page=${page}&limit=${limit}`,
    );
  /** What the verify page does with the API's answers. */
  const verifyPage = async (credits: AuditPage['data']) => {
    const seals = (await getJson<{ data: Seal[] }>(testApp.app, '/v1/ledger/seals?from=1')).data;
    return verifyCredits(credits, seals);
  };

  it('lists every credit of a project, summing to the total shown, each proven against the seal chain', async () => {
    await vote(3);
    await vote(11);
    await sealEverything(testApp.db);
    const project = await getJson<{ data: { coinsCollected: number; supporterCount: number } }>(
      testApp.app,
      `/v1/client/voting-project/${projectId}`,
    );
    const first = await audit(1, 2);
    expect(first.meta).toMatchObject({ page: 1, limit: 2, total: project.data.supporterCount });
    expect(first.meta.totalCoins).toBe(project.data.coinsCollected);
    expect(first.data.map((credit) => credit.coins)).toEqual([11, 3]);
    expect(first.data[0]!.fan).toMatch(/^D\*+ \w\*+/);

    const every = (await audit()).data;
    expect(every.reduce((sum, credit) => sum + credit.coins, 0)).toBe(project.data.coinsCollected);
    const checked = await verifyPage(every);
    expect(checked.brokenSeals).toEqual([]);
    expect(checked.credits.every((credit) => credit.verdict === 'valid')).toBe(true);
  });

  it('shows a credit not sealed yet as waiting for its seal', async () => {
    await sealEverything(testApp.db);
    await vote(2);
    const [newest] = (await audit()).data;
    expect(newest!.seal).toBeNull();
    expect((await verifyPage([newest!])).credits[0]!.verdict).toBe('unsealed');
  });

  it('reports the credit whose entry was altered in SQL, and every credit of a seal that was', async () => {
    await vote(5);
    await sealEverything(testApp.db);
    const credits = (await audit()).data;
    const altered = credits[0]!;
    await testApp.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
    await testApp.db.query('UPDATE ledger_entries SET amount = 500 WHERE id = $1', [altered.entry.id]);
    const afterEntry = await verifyPage((await audit()).data);
    expect(afterEntry.credits.find((credit) => credit.transferId === altered.transferId)).toEqual({
      transferId: altered.transferId,
      verdict: 'broken',
      why: 'altered',
    });
    expect(afterEntry.credits.filter((credit) => credit.verdict === 'valid')).toHaveLength(
      credits.length - 1,
    );

    await testApp.db.query("UPDATE ledger_seals SET root = repeat('a', 64) WHERE id = $1", [
      altered.seal!.id,
    ]);
    const afterSeal = await verifyPage((await audit()).data);
    expect(afterSeal.brokenSeals).toEqual([altered.seal!.id]);
    expect(afterSeal.credits.every((credit) => credit.verdict === 'broken')).toBe(true);
  });

  it("lists a campaign's credits too, summing to its collected coins", async () => {
    const campaign = (
      await getJson<{ data: { _id: string }[] }>(testApp.app, '/v1/client/campaign?status=active')
    ).data[0]!;
    const fan = await signIn(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/campaign/support',
      headers: fan.auth,
      payload: { projectId: campaign._id, coins: 8 },
    });
    await sealEverything(testApp.db);
    const shown = await getJson<{ data: { collectedCoins: number } }>(
      testApp.app,
      `/v1/client/campaign/${campaign._id}`,
    );
    const listed = await getJson<AuditPage>(
      testApp.app,
      `/v1/client/campaign/${campaign._id}/audit?limit=100`,
    );
    expect(listed.meta.totalCoins).toBe(shown.data.collectedCoins);
    expect((await verifyPage(listed.data)).credits.every((credit) => credit.verdict === 'valid')).toBe(true);
  });

  it("lists a project's heart votes apart from its coins, summing to its hearts, each proven", async () => {
    const { rows } = await testApp.db.query<{ id: string }>(
      `SELECT p.id FROM voting_projects p JOIN votings v ON v.id = p.voting_id
       WHERE v.heart_weight IS NOT NULL AND v.coin_weight IS NOT NULL LIMIT 1`,
    );
    const project = rows[0]!.id;
    const fan = await signIn(testApp.app);
    const spend = (url: string, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...fan.auth, 'idempotency-key': randomUUID() },
        payload,
      });
    expect((await spend(`/v1/member/${fan.id}/hearts/check-in`, {})).statusCode).toBe(200);
    expect(
      (await spend('/v1/client/voting-project/create-heart-vote', { projectId: project, hearts: 4 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await spend('/v1/client/voting-project/create-vote', { projectId: project, coins: 7 })).statusCode,
    ).toBe(200);
    await sealEverything(testApp.db);
    const shown = await getJson<{ data: { coinsCollected: number; heartsCollected: number } }>(
      testApp.app,
      `/v1/client/voting-project/${project}`,
    );
    const hearts = await getJson<AuditPage>(
      testApp.app,
      `/v1/client/voting-project/${project}/heart-audit?limit=100`,
    );
    expect(hearts.meta.totalCoins).toBe(shown.data.heartsCollected);
    expect(hearts.data.map((credit) => credit.coins)).toEqual([4]);
    expect(hearts.data[0]!.fan).toMatch(/^D\*+ \w\*+/);
    expect((await verifyPage(hearts.data)).credits.every((credit) => credit.verdict === 'valid')).toBe(true);
    const coins = await getJson<AuditPage>(
      testApp.app,
      `/v1/client/voting-project/${project}/audit?limit=100`,
    );
    expect(coins.meta.totalCoins).toBe(shown.data.coinsCollected);
    expect(coins.data.map((credit) => credit.transferId)).not.toContain(hearts.data[0]!.transferId);
  });

  it('refuses the audit of something that does not exist, in both languages', async () => {
    const response = await testApp.app.inject({ url: `/v1/client/campaign/${randomUUID()}/audit` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kampanye tidak ditemukan / Campaign not found');
  });
});
