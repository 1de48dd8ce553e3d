import { randomUUID } from 'node:crypto';
import type { SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { signedInStaff, studioImage } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Four eyes after publication: once a second pair of eyes let fans see a voting, campaign or event, a change to
// what fans see of it waits for a second pair again. Urgent one-person actions (close, unpublish) stay one-person.

let testApp: TestApp;
let editor: SignedInStaff;
let secondEditor: SignedInStaff;
let admin: SignedInStaff;
let categoryId: string;
let image: string;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  secondEditor = await signedInStaff(testApp, 'editor');
  admin = await signedInStaff(testApp, 'admin');
  image = await studioImage(testApp, editor);
  categoryId = (
    await as(editor, 'POST', '/v1/studio/voting-categories', { name: 'Revisi / Revisions' })
  ).json().data._id;
});
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const jakartaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const fanReads = async (url: string) => {
  const answer = await testApp.app.inject({ url });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const decide = (staff: SignedInStaff, revisionId: string, decision: string) =>
  as(staff, 'POST', `/v1/studio/revisions/${revisionId}/decision`, { decision });

/** Drafted and submitted by `editor`, published by `secondEditor`: live for fans. */
async function published(path: string, id: string) {
  expect((await as(editor, 'POST', `${path}/${id}/publication`, { action: 'submit' })).statusCode).toBe(200);
  const live = await as(secondEditor, 'POST', `${path}/${id}/publication`, { action: 'publish' });
  expect(live.json().data.publication).toBe('live');
}

async function liveVoting() {
  const created = await as(editor, 'POST', '/v1/studio/votings', {
    categoryId,
    title: 'Vokal Terbaik / Best Vocal',
    image,
    description: 'Suara favoritmu. / Your favourite voice.',
    durationTime: inDays(7),
  });
  const votingId = created.json().data._id as string;
  const project = await as(editor, 'POST', `/v1/studio/votings/${votingId}/projects`, {
    title: 'NOVA',
    image,
    description: 'NOVA live. / NOVA live.',
    targetVotes: 100,
  });
  await published('/v1/studio/votings', votingId);
  return { votingId, projectId: project.json().data._id as string };
}

async function liveEvent(price: number) {
  const created = await as(editor, 'POST', '/v1/studio/events', {
    title: 'Fan Meeting NOVA',
    image,
    description: 'Bertemu NOVA. / Meet NOVA.',
    category: 'Fan Meeting',
    date: jakartaDay(20),
    time: '19:00',
    location: 'Istora Senayan, Jakarta',
    price,
    capacity: 50,
  });
  const eventId = created.json().data._id as string;
  await published('/v1/studio/events', eventId);
  return eventId;
}

async function auditOf(recordType: string, recordId: string) {
  const trail = await as(
    admin,
    'GET',
    `/v1/studio/audit?recordType=${encodeURIComponent(recordType)}&recordId=${recordId}`,
  );
  return (
    trail.json().data as {
      action: string;
      staffId: string;
      before: { title?: string };
      after: { title?: string };
    }[]
  ).map((line) => ({
    action: line.action,
    by: line.staffId,
    before: line.before?.title,
    after: line.after?.title,
  }));
}

it("holds an editor's change to a live voting until a second editor approves it, and the audit shows both", async () => {
  const { votingId } = await liveVoting();
  const change = await as(editor, 'PUT', `/v1/studio/votings/${votingId}`, {
    title: 'Vokal Paling Merdu / Sweetest Vocal',
    description: 'Diubah sendirian. / Changed alone.',
  });
  expect(change.statusCode).toBe(200);
  expect(change.json().message).toMatch(/sent for review/);
  const pending = change.json().data.pendingRevision;
  expect(pending).toMatchObject({ proposedByEmail: editor.email });
  expect(change.json().data.title).toBe('Vokal Terbaik / Best Vocal');
  expect(await fanReads(`/v1/client/voting/detail/${votingId}`)).toMatchObject({
    title: 'Vokal Terbaik / Best Vocal',
  });

  // One change waits at a time; its proposer cannot approve it.
  const second = await as(editor, 'PUT', `/v1/studio/votings/${votingId}`, { status: 'trending' });
  expect(second.statusCode).toBe(409);
  expect(second.json().code).toBe('REVISION_PENDING');
  const own = await decide(editor, pending._id, 'approve');
  expect(own.statusCode).toBe(409);
  expect(own.json().code).toBe('OWN_REVISION');

  const review = (await as(secondEditor, 'GET', '/v1/studio/revisions?pending=true')).json().data;
  expect(review.find((revision: { _id: string }) => revision._id === pending._id)).toMatchObject({
    recordType: 'voting',
    recordId: votingId,
    recordTitle: 'Vokal Terbaik / Best Vocal',
    outcome: null,
    fields: [
      {
        field: 'title',
        current: 'Vokal Terbaik / Best Vocal',
        proposed: 'Vokal Paling Merdu / Sweetest Vocal',
      },
      {
        field: 'description',
        current: 'Suara favoritmu. / Your favourite voice.',
        proposed: 'Diubah sendirian. / Changed alone.',
      },
    ],
  });

  const approved = await decide(secondEditor, pending._id, 'approve');
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({ outcome: 'approved', decidedByEmail: secondEditor.email });
  expect(await fanReads(`/v1/client/voting/detail/${votingId}`)).toMatchObject({
    title: 'Vokal Paling Merdu / Sweetest Vocal',
    description: 'Diubah sendirian. / Changed alone.',
  });
  expect((await as(editor, 'GET', `/v1/studio/votings/${votingId}`)).json().data.pendingRevision).toBeNull();
  expect((await decide(admin, pending._id, 'reject')).json().code).toBe('ALREADY_DECIDED');

  expect((await auditOf('voting', votingId)).slice(0, 2)).toEqual([
    {
      action: 'approve',
      by: secondEditor.id,
      before: 'Vokal Terbaik / Best Vocal',
      after: 'Vokal Paling Merdu / Sweetest Vocal',
    },
    {
      action: 'propose',
      by: editor.id,
      before: 'Vokal Terbaik / Best Vocal',
      after: 'Vokal Paling Merdu / Sweetest Vocal',
    },
  ]);
});

it("keeps a published voting's projects: none added or removed, and a project's change waits for review", async () => {
  const { votingId, projectId } = await liveVoting();
  const added = await as(editor, 'POST', `/v1/studio/votings/${votingId}/projects`, {
    title: 'ORBIT',
    image,
    description: 'ORBIT live. / ORBIT live.',
    targetVotes: 100,
  });
  expect(added.statusCode).toBe(409);
  expect(added.json().code).toBe('PUBLISHED_PROJECTS_FIXED');
  expect((await as(editor, 'DELETE', `/v1/studio/voting-projects/${projectId}`)).statusCode).toBe(409);
  expect((await fanReads(`/v1/client/voting/detail/${votingId}`)).projects).toHaveLength(1);

  const renamed = await as(editor, 'PUT', `/v1/studio/voting-projects/${projectId}`, {
    title: 'NOVA (Remix)',
  });
  const revisionId = renamed.json().data.pendingRevision._id as string;
  expect((await fanReads(`/v1/client/voting/detail/${votingId}`)).projects[0].title).toBe('NOVA');
  expect((await decide(admin, revisionId, 'approve')).statusCode).toBe(200);
  expect((await fanReads(`/v1/client/voting/detail/${votingId}`)).projects[0].title).toBe('NOVA (Remix)');
});

it('leaves urgent actions to one person: an editor alone closes or unpublishes a live voting at once', async () => {
  const first = await liveVoting();
  const closed = await as(editor, 'POST', `/v1/studio/votings/${first.votingId}/publication`, {
    action: 'close',
  });
  expect(closed.json().data.publication).toBe('closed');
  expect(await fanReads(`/v1/client/voting/detail/${first.votingId}`)).toMatchObject({ status: 'completed' });

  const second = await liveVoting();
  await as(editor, 'POST', `/v1/studio/votings/${second.votingId}/publication`, { action: 'unpublish' });
  expect((await testApp.app.inject({ url: `/v1/client/voting/detail/${second.votingId}` })).statusCode).toBe(
    404,
  );
  // Back to a draft, it is the studio's alone again: changed at once, reviewed before it is published again.
  const draftChange = await as(editor, 'PUT', `/v1/studio/votings/${second.votingId}`, {
    title: 'Draf lagi',
  });
  expect(draftChange.json()).toMatchObject({ data: { title: 'Draf lagi', pendingRevision: null } });
  expect(draftChange.json().message).toBeUndefined();
});

it("holds a live campaign's new target until a second editor decides; a rejected change changes nothing", async () => {
  const created = await as(editor, 'POST', '/v1/studio/campaigns', {
    title: 'Billboard Revisi / Revision Billboard',
    image,
    description: 'Billboard. / Billboard.',
    targetCoins: 50_000,
    targetDate: inDays(30),
  });
  const campaignId = created.json().data._id as string;
  await published('/v1/studio/campaigns', campaignId);

  const raised = await as(editor, 'PUT', `/v1/studio/campaigns/${campaignId}`, { targetCoins: 90_000 });
  const revisionId = raised.json().data.pendingRevision._id as string;
  expect(await fanReads(`/v1/client/campaign/${campaignId}`)).toMatchObject({ targetCoins: 50_000 });
  // Finance decides on coin packages' changes, not on campaigns'.
  const byFinance = await decide(await signedInStaff(testApp, 'finance'), revisionId, 'approve');
  expect(byFinance.statusCode).toBe(403);
  expect(await fanReads(`/v1/client/campaign/${campaignId}`)).toMatchObject({ targetCoins: 50_000 });
  const rejected = await decide(secondEditor, revisionId, 'reject');
  expect(rejected.json().data).toMatchObject({
    outcome: 'rejected',
    fields: [{ field: 'targetCoins', current: 50_000, proposed: 90_000 }],
  });
  expect(await fanReads(`/v1/client/campaign/${campaignId}`)).toMatchObject({ targetCoins: 50_000 });
  expect((await auditOf('campaign', campaignId)).map((line) => line.action).slice(0, 2)).toEqual([
    'reject',
    'propose',
  ]);
  // Decided, the next change may be proposed.
  expect(
    (await as(editor, 'PUT', `/v1/studio/campaigns/${campaignId}`, { targetCoins: 60_000 })).json().data
      .pendingRevision,
  ).not.toBeNull();
});

it("holds a live event's price and capacity; only the proposer withdraws, and approval checks again what fans did since", async () => {
  const eventId = await liveEvent(10);
  const repriced = await as(editor, 'PUT', `/v1/studio/events/${eventId}`, { price: 15, capacity: 80 });
  const revisionId = repriced.json().data.pendingRevision._id as string;
  expect(await fanReads(`/v1/client/event/${eventId}`)).toMatchObject({ price: 10, capacity: 50 });
  const notTheirs = await decide(secondEditor, revisionId, 'withdraw');
  expect(notTheirs.json().code).toBe('NOT_YOUR_REVISION');

  // A fan pays the old price meanwhile: the price now stays, so the approval is refused and nothing changes.
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  const signedUp = await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { eventId, type: 'paid' },
  });
  expect(signedUp.statusCode).toBe(200);
  const approval = await decide(secondEditor, revisionId, 'approve');
  expect(approval.statusCode).toBe(409);
  expect(approval.json().code).toBe('HAS_FAN_ACTIVITY');
  expect((await as(editor, 'GET', `/v1/studio/revisions/${revisionId}`)).json().data.outcome).toBeNull();
  expect(await fanReads(`/v1/client/event/${eventId}`)).toMatchObject({ price: 10, capacity: 50 });

  const withdrawn = await decide(editor, revisionId, 'withdraw');
  expect(withdrawn.json().data.outcome).toBe('withdrawn');
  expect((await as(editor, 'GET', `/v1/studio/events/${eventId}`)).json().data.pendingRevision).toBeNull();
});

it('refuses at once a change its record cannot take, and keeps no revision of it', async () => {
  const eventId = await liveEvent(10);
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  await testApp.app.inject({
    method: 'POST',
    url: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { eventId, type: 'paid' },
  });
  const repriced = await as(editor, 'PUT', `/v1/studio/events/${eventId}`, { price: 5 });
  expect(repriced.statusCode).toBe(409);
  expect(repriced.json().code).toBe('HAS_FAN_ACTIVITY');
  const waiting = await as(editor, 'GET', `/v1/studio/revisions?recordId=${eventId}`);
  expect(waiting.json().meta.total).toBe(0);
});
