import { randomUUID } from 'node:crypto';
import { waitUntil, type SignedInStaff } from '@fanhub/testkit';
import { grantCoins, registerMember } from '../helpers/members';
import { signedInStaff, studioImage } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let editor: SignedInStaff;
let secondEditor: SignedInStaff;
let categoryId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await signedInStaff(testApp, 'editor');
  secondEditor = await signedInStaff(testApp, 'editor');
  categoryId = (
    await as(editor, 'POST', '/v1/studio/voting-categories', { name: 'Penghargaan / Awards' })
  ).json().data._id;
});
afterAll(() => testApp.close());

function as(staff: SignedInStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
}

/** A draft voting with two projects, as an editor makes it; answers its id and its projects' ids. */
async function draftVoting(staff: SignedInStaff, endsInDays = 7) {
  const image = await studioImage(testApp, staff);
  const created = await as(staff, 'POST', '/v1/studio/votings', {
    categoryId,
    title: 'Kolaborasi Terbaik 2026 / Best Collaboration 2026',
    image,
    description: 'Pilih kolaborasi favoritmu. / Pick your favourite collaboration.',
    durationTime: new Date(Date.now() + endsInDays * 86_400_000).toISOString(),
  });
  expect(created.statusCode).toBe(201);
  const votingId = created.json().data._id as string;
  const projects: string[] = [];
  for (const title of ['NOVA x LUMINA', 'ORBIT x NOVA']) {
    const project = await as(staff, 'POST', `/v1/studio/votings/${votingId}/projects`, {
      title,
      image,
      description: `${title} di panggung akhir tahun. / ${title} on the year-end stage.`,
      targetVotes: 5000,
    });
    expect(project.statusCode).toBe(201);
    projects.push(project.json().data._id);
  }
  return { votingId, projects };
}

const step = (staff: SignedInStaff, votingId: string, body: object) =>
  as(staff, 'POST', `/v1/studio/votings/${votingId}/publication`, body);
const fanSees = async (votingId: string) =>
  (await testApp.app.inject({ url: `/v1/client/voting/detail/${votingId}` })).statusCode === 200;

async function vote(projectId: string, coins = 5) {
  const fan = await registerMember(testApp.app);
  await grantCoins(testApp.db, fan.id, 100);
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/client/voting-project/create-vote',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    payload: { projectId, coins },
  });
}

it('takes a voting from a draft fans do not see, through review and publication by a second editor, to closed early', async () => {
  const { votingId, projects } = await draftVoting(editor);
  expect(await fanSees(votingId)).toBe(false);
  expect((await vote(projects[0]!)).statusCode).toBe(404);

  expect((await step(editor, votingId, { action: 'submit' })).json().data).toMatchObject({
    publication: 'in_review',
  });
  const own = await step(editor, votingId, { action: 'publish' });
  expect(own.statusCode).toBe(409);
  expect(own.json()).toMatchObject({ code: 'OWN_DRAFT' });

  const published = await step(secondEditor, votingId, { action: 'publish' });
  expect(published.json().data).toMatchObject({ publication: 'live', publishedBy: secondEditor.id });
  expect(await fanSees(votingId)).toBe(true);
  const listed = await testApp.app.inject({ url: `/v1/client/voting/${categoryId}?status=open` });
  expect(listed.json().data.map((voting: { _id: string }) => voting._id)).toContain(votingId);
  expect((await vote(projects[0]!, 7)).statusCode).toBe(200);

  expect((await step(editor, votingId, { action: 'close' })).json().data).toMatchObject({
    publication: 'closed',
    status: 'completed',
    totalVotes: 7,
  });
  const refused = await vote(projects[1]!);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toMatchObject({ code: 'VOTING_ENDED' });
  expect(
    (await testApp.app.inject({ url: `/v1/client/voting/detail/${votingId}` })).json().data,
  ).toMatchObject({
    status: 'completed',
  });

  const trail = (await as(editor, 'GET', `/v1/studio/audit?recordType=voting&recordId=${votingId}`)).json()
    .data as {
    action: string;
    staffId: string;
    before: { publication: string } | null;
    after: { publication: string };
  }[];
  expect(
    trail.map((line) => [line.action, line.before?.publication ?? null, line.after.publication]),
  ).toEqual([
    ['close', 'live', 'closed'],
    ['publish', 'in_review', 'live'],
    ['submit', 'draft', 'in_review'],
    ['create', null, 'draft'],
  ]);
  expect(trail.find((line) => line.action === 'publish')?.staffId).toBe(secondEditor.id);
});

it('refuses a step the state does not allow', async () => {
  const { votingId } = await draftVoting(editor);
  const close = await step(editor, votingId, { action: 'close' });
  expect(close.statusCode).toBe(409);
  expect(close.json()).toMatchObject({
    code: 'PUBLICATION_STEP_REFUSED',
    message: 'Voting ini sedang draf: tidak bisa close / This voting is a draft: it cannot close',
  });
});

it('shows a scheduled voting to fans from its time', async () => {
  const { votingId } = await draftVoting(editor);
  await step(editor, votingId, { action: 'submit' });
  const publishAt = Date.now() + 1500;
  const scheduled = await step(secondEditor, votingId, {
    action: 'publish',
    publishAt: new Date(publishAt).toISOString(),
  });
  expect(scheduled.json().data).toMatchObject({ publication: 'scheduled' });
  // Fans first see it at its time, not before (however long the machine takes to ask).
  let firstSeenAt = 0;
  expect(
    await waitUntil(async () => (await fanSees(votingId)) && (firstSeenAt = Date.now()) > 0, {
      seconds: 15,
      everyMs: 50,
    }),
  ).toBe(true);
  expect(firstSeenAt).toBeGreaterThanOrEqual(publishAt);
});

it('keeps what fans spent coins on: no deleting it, no moving its end before now', async () => {
  const { votingId, projects } = await draftVoting(editor);
  await step(editor, votingId, { action: 'submit' });
  await step(secondEditor, votingId, { action: 'publish' });
  expect((await vote(projects[0]!)).statusCode).toBe(200);

  const deleteVoting = await as(editor, 'DELETE', `/v1/studio/votings/${votingId}`);
  expect([deleteVoting.statusCode, deleteVoting.json().code]).toEqual([409, 'HAS_FAN_ACTIVITY']);
  const deleteProject = await as(editor, 'DELETE', `/v1/studio/voting-projects/${projects[0]}`);
  expect([deleteProject.statusCode, deleteProject.json().code]).toEqual([409, 'HAS_FAN_ACTIVITY']);
  const endEarlier = await as(editor, 'PUT', `/v1/studio/votings/${votingId}`, {
    durationTime: new Date(Date.now() - 60_000).toISOString(),
  });
  expect([endEarlier.statusCode, endEarlier.json().code]).toEqual([409, 'END_BEFORE_NOW']);

  // It can be unpublished instead: fans no longer see it, and its votes stay in the ledger.
  expect((await step(editor, votingId, { action: 'unpublish' })).json().data).toMatchObject({
    publication: 'draft',
    totalVotes: 5,
  });
  expect(await fanSees(votingId)).toBe(false);

  const unvoted = await draftVoting(editor);
  expect((await as(editor, 'DELETE', `/v1/studio/voting-projects/${unvoted.projects[1]}`)).statusCode).toBe(
    200,
  );
  expect((await as(editor, 'DELETE', `/v1/studio/votings/${unvoted.votingId}`)).statusCode).toBe(200);
  expect((await as(editor, 'GET', `/v1/studio/votings/${unvoted.votingId}`)).statusCode).toBe(404);
});

it('takes only images uploaded to fanhub, and refuses a category that still holds votings', async () => {
  const outside = await as(editor, 'POST', '/v1/studio/votings', {
    categoryId,
    title: 'Voting',
    image: 'https://elsewhere.example/pixel.png',
    description: 'x',
    durationTime: new Date(Date.now() + 86_400_000).toISOString(),
  });
  expect([outside.statusCode, outside.json().code]).toEqual([400, 'NOT_OUR_UPLOAD']);
  const category = await as(editor, 'DELETE', `/v1/studio/voting-categories/${categoryId}`);
  expect([category.statusCode, category.json().code]).toEqual([409, 'HAS_FAN_ACTIVITY']);
});

it('lists votings by state and title for the studio', async () => {
  const { votingId } = await draftVoting(editor);
  await as(editor, 'PUT', `/v1/studio/votings/${votingId}`, { title: 'Duet Paling Manis / Sweetest Duet' });
  const drafts = await as(secondEditor, 'GET', '/v1/studio/votings?publication=draft&q=Manis');
  expect(drafts.json().data).toEqual([
    expect.objectContaining({
      _id: votingId,
      publication: 'draft',
      projectCount: 2,
      category: 'Penghargaan / Awards',
    }),
  ]);
});
