import type { SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { signedInStaff, studioImage } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let editor: SignedInStaff;
let secondEditor: SignedInStaff;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  secondEditor = await signedInStaff(testApp, 'editor');
});
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A draft campaign as an editor makes it; answers its id. */
async function draftCampaign(staff = editor) {
  const created = await as(staff, 'POST', '/v1/studio/campaigns', {
    title: 'Billboard Ulang Tahun / Birthday Billboard',
    image: await studioImage(testApp, staff),
    description: 'Billboard di Sudirman untuk ulang tahun idola. / A Sudirman billboard for the birthday.',
    targetCoins: 50_000,
    targetDate: inDays(30),
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().data).toMatchObject({ publication: 'draft', supportCount: 0, collectedCoins: 0 });
  return created.json().data._id as string;
}

/** Sends the campaign for review as its editor and publishes it as the second editor. */
async function publish(campaignId: string) {
  expect(
    (await as(editor, 'POST', `/v1/studio/campaigns/${campaignId}/publication`, { action: 'submit' }))
      .statusCode,
  ).toBe(200);
  const published = await as(secondEditor, 'POST', `/v1/studio/campaigns/${campaignId}/publication`, {
    action: 'publish',
  });
  expect(published.statusCode).toBe(200);
  expect(published.json().data.publication).toBe('live');
}

const fanSees = async (campaignId: string) =>
  (await testApp.app.inject({ url: `/v1/client/campaign/${campaignId}` })).statusCode === 200;

async function support(campaignId: string, coins = 10) {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/client/campaign/support',
    headers: fan.auth,
    payload: { projectId: campaignId, coins, message: 'Semangat!' },
  });
}

it('a draft is the studio’s alone; published by a second editor, fans see it and can support it at once', async () => {
  const campaignId = await draftCampaign();
  expect(await fanSees(campaignId)).toBe(false);
  expect((await support(campaignId)).statusCode).toBe(404);
  await publish(campaignId);
  expect(await fanSees(campaignId)).toBe(true);
  expect((await support(campaignId, 10)).statusCode).toBe(200);
  const seen = (await as(editor, 'GET', `/v1/studio/campaigns/${campaignId}`)).json().data;
  expect(seen).toMatchObject({ collectedCoins: 10, supportCount: 1, participants: 1 });
});

it('a campaign fans supported cannot be deleted nor end before now; it can be closed, and then takes no support', async () => {
  const campaignId = await draftCampaign();
  await publish(campaignId);
  expect((await support(campaignId)).statusCode).toBe(200);
  const auditBefore = (await as(editor, 'GET', `/v1/studio/audit?recordId=${campaignId}`)).json().meta.total;

  const deleting = await as(editor, 'DELETE', `/v1/studio/campaigns/${campaignId}`);
  expect(deleting.statusCode).toBe(409);
  expect(deleting.json()).toMatchObject({
    code: 'HAS_FAN_ACTIVITY',
    message:
      'Fans sudah mendukung kampanye ini: tidak bisa dihapus (tarik dari tayang atau tutup saja) / Fans have supported this campaign: it cannot be deleted (unpublish or close it instead)',
  });
  const ending = await as(editor, 'PUT', `/v1/studio/campaigns/${campaignId}`, { targetDate: inDays(-1) });
  expect(ending.statusCode).toBe(409);
  expect(ending.json()).toMatchObject({ code: 'END_BEFORE_NOW', field: 'targetDate' });
  expect(await fanSees(campaignId)).toBe(true);
  // Refused changes leave no line in the audit trail.
  expect((await as(editor, 'GET', `/v1/studio/audit?recordId=${campaignId}`)).json().meta.total).toBe(
    auditBefore,
  );

  const closed = await as(editor, 'POST', `/v1/studio/campaigns/${campaignId}/publication`, {
    action: 'close',
  });
  expect(closed.json().data).toMatchObject({
    publication: 'closed',
    status: 'completed',
    collectedCoins: 10,
  });
  const late = await support(campaignId);
  expect(late.statusCode).toBe(422);
  expect(late.json().code).toBe('CAMPAIGN_COMPLETED');
});

it('a campaign nobody supported is deleted, with its line in the audit trail; an approved edit shows on the fan site at once', async () => {
  const campaignId = await draftCampaign();
  await publish(campaignId);
  await testApp.app.inject({ url: `/v1/client/campaign/${campaignId}` }); // now in the read cache
  const renamed = await as(editor, 'PUT', `/v1/studio/campaigns/${campaignId}`, {
    title: 'Billboard Baru / New Billboard',
  });
  expect(renamed.statusCode).toBe(200);
  const revisionId = renamed.json().data.pendingRevision._id as string;
  const approved = await as(secondEditor, 'POST', `/v1/studio/revisions/${revisionId}/decision`, {
    decision: 'approve',
  });
  expect(approved.statusCode).toBe(200);
  expect((await testApp.app.inject({ url: `/v1/client/campaign/${campaignId}` })).json().data.title).toBe(
    'Billboard Baru / New Billboard',
  );

  expect((await as(editor, 'DELETE', `/v1/studio/campaigns/${campaignId}`)).statusCode).toBe(200);
  expect(await fanSees(campaignId)).toBe(false);
  const trail = (await as(editor, 'GET', `/v1/studio/audit?recordId=${campaignId}`)).json().data;
  expect(trail.map((line: { action: string }) => line.action)).toEqual([
    'delete',
    'approve',
    'propose',
    'publish',
    'submit',
    'create',
  ]);
  expect(trail[0]).toMatchObject({
    recordType: 'campaign',
    after: null,
    before: { title: 'Billboard Baru / New Billboard' },
  });
});

it('the studio lists campaigns by life-cycle state and title; bad input is refused with a bilingual message', async () => {
  const campaignId = await draftCampaign();
  const drafts = (
    await as(editor, 'GET', '/v1/studio/campaigns?publication=draft&q=Billboard&limit=100')
  ).json();
  expect(drafts.data.map((c: { _id: string }) => c._id)).toContain(campaignId);
  expect(drafts.data.every((c: { publication: string }) => c.publication === 'draft')).toBe(true);

  const total = (await as(editor, 'GET', '/v1/studio/campaigns')).json().meta.total;
  const refused = await as(editor, 'POST', '/v1/studio/campaigns', {
    title: 'Tanpa target',
    image: 'x',
    description: 'd',
    targetCoins: 0,
    targetDate: inDays(3),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(
    'Target koin 1 sampai 1.000.000.000 / Target coins are 1 to 1,000,000,000',
  );
  expect((await as(editor, 'GET', '/v1/studio/campaigns')).json().meta.total).toBe(total);
});
