import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openStream, waitUntil } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { createSeededApp, getJson, openVotingProjects, signIn } from '../helpers/seeded-app';
import { registerMember } from '../helpers/members';
import type { TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';

interface ProjectTally {
  totalVotes: number;
  votes: { message: string }[];
}

describe('live tallies', () => {
  let replica: TestApp;
  let other: FastifyInstance;
  let base: string;
  let projectId: string;

  beforeAll(async () => {
    replica = await createSeededApp();
    base = await replica.app.listen({ host: '127.0.0.1', port: 0 });
    // A second API process on the same database, as the deployment runs them.
    other = await buildApp({
      config: replica.config,
      db: { ...replica.db, close: async () => undefined },
      logger: false,
    });
    projectId = (await openVotingProjects(replica.app))[0]!._id;
  });
  afterAll(async () => {
    await other.close();
    // Node's fetch leaves connections open after a stream it cancelled; the server would wait out their timeout.
    replica.app.server.closeAllConnections();
    await replica.close();
  });

  const voteThrough = async (
    app: FastifyInstance,
    coins: number,
    message = '',
    fan?: Awaited<ReturnType<typeof signIn>>,
  ) => {
    fan ??= await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      payload: { projectId, coins, message },
    });
    expect(response.statusCode).toBe(200);
  };

  it("sends a project's tally at once, and again within a second of a vote on another replica", async () => {
    const stream = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      expect(stream.headers['content-type']).toContain('text/event-stream');
      const first = await stream.next();
      const shown = await getJson<{ data: ProjectTally }>(
        replica.app,
        `/v1/client/voting-project/${projectId}`,
      );
      expect(first!.data.totalVotes).toBe(shown.data.totalVotes);

      // From the vote itself: the fan signed in before (hashing a password is not the tally's time).
      const fan = await signIn(other);
      const voted = Date.now();
      await voteThrough(other, 4, 'Semangat dari replika lain!', fan);
      const update = await stream.next(1000);
      expect(Date.now() - voted).toBeLessThan(1000);
      expect(update!.data.totalVotes).toBe(first!.data.totalVotes + 4);
      expect(update!.data.votes[0]!.message).toBe('Semangat dari replika lain!');
      expect(update!.id).not.toBe(first!.id);
    } finally {
      await stream.close();
    }
  });

  it('resumes from the last event id: nothing is sent again until the tally changes', async () => {
    const first = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    const current = (await first.next())!;
    await first.close();

    const resumed = await openStream<ProjectTally>(
      `${base}/v1/live/voting-project/${projectId}?lastEventId=${current.id}`,
    );
    try {
      expect(await resumed.next(600)).toBeUndefined();
      await voteThrough(replica.app, 2);
      expect((await resumed.next(1000))!.data.totalVotes).toBe(current.data.totalVotes + 2);
    } finally {
      await resumed.close();
    }
  });

  it("follows a voting's ranking and a campaign's supports", async () => {
    const votingId = (
      await getJson<{ data: { votingId: string } }>(replica.app, `/v1/client/voting-project/${projectId}`)
    ).data.votingId;
    const campaignId = (
      await getJson<{ data: { _id: string }[] }>(replica.app, '/v1/client/campaign?status=active')
    ).data[0]!._id;
    const voting = await openStream<{ projects: { _id: string; totalVotes: number }[] }>(
      `${base}/v1/live/voting/${votingId}`,
    );
    const campaign = await openStream<{ collectedCoins: number; supports: { message: string }[] }>(
      `${base}/v1/live/campaign/${campaignId}`,
    );
    try {
      const votesBefore = (await voting.next())!.data.projects.find((p) => p._id === projectId)!.totalVotes;
      const coinsBefore = (await campaign.next())!.data.collectedCoins;
      await voteThrough(other, 3);
      const fan = await signIn(other);
      const support = await other.inject({
        method: 'POST',
        url: '/v1/client/campaign/support',
        headers: fan.auth,
        payload: { projectId: campaignId, coins: 6, message: 'Untuk proyek ulang tahun!' },
      });
      expect(support.statusCode).toBe(200);
      expect((await voting.next())!.data.projects.find((p) => p._id === projectId)!.totalVotes).toBe(
        votesBefore + 3,
      );
      const supported = (await campaign.next())!.data;
      expect(supported.collectedCoins).toBe(coinsBefore + 6);
      expect(supported.supports[0]!.message).toBe('Untuk proyek ulang tahun!');
    } finally {
      await voting.close();
      await campaign.close();
    }
  });

  it("follows an event's seats: each sign-up on another replica, then sold out", async () => {
    const { rows } = await replica.db.query<{ id: string }>(
      `INSERT INTO events (title, image, description, category, event_date, event_time, location, price, capacity)
       VALUES ('Live Seats / Live Seats', '/v1/file/none.png', 'Seats', 'Concert', current_date + 10, '19:00 WIB',
               'Jakarta', 0, 2)
       RETURNING id`,
    );
    const eventId = rows[0]!.id;
    const seats = await openStream<{ participantsCount: number; capacity: number; status: string }>(
      `${base}/v1/live/event/${eventId}`,
    );
    try {
      expect((await seats.next())!.data).toMatchObject({ participantsCount: 0, capacity: 2 });
      for (const expected of [
        { participantsCount: 1, status: 'upcoming' },
        { participantsCount: 2, status: 'sold-out' },
      ]) {
        const fan = await registerMember(other);
        const signUp = await other.inject({
          method: 'POST',
          url: '/v1/client/event/sign-up',
          headers: { ...fan.auth, 'idempotency-key': randomUUID() },
          payload: { eventId, type: 'free' },
        });
        expect(signUp.statusCode).toBe(200);
        expect((await seats.next())!.data).toMatchObject(expected);
      }
    } finally {
      await seats.close();
    }
  });

  const onServer = TEST_DATABASE === 'postgres' ? it : it.skip;
  onServer('catches up on the votes it could not hear while its listening connection was down', async () => {
    const stream = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      const first = (await stream.next())!;
      const listening = async () =>
        (
          await replica.db.query(
            `SELECT 1 FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE 'LISTEN %fanhub_tallies%'`,
          )
        ).rows.length > 0;
      await replica.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %fanhub_tallies%'`,
      );
      expect(await waitUntil(async () => !(await listening()), { everyMs: 10 })).toBe(true);
      // Told while nobody on this replica listens (still nobody once the vote is in): the NOTIFY is lost for it.
      await voteThrough(other, 5);
      expect(await listening()).toBe(false);
      // The listening connection is back within a second or two, and every followed tally is sent afresh.
      expect((await stream.next(3000))!.data.totalVotes).toBe(first.data.totalVotes + 5);
    } finally {
      await stream.close();
    }
  });

  it('refuses a stream of something that does not exist, in both languages', async () => {
    const response = await replica.app.inject({ url: `/v1/live/voting-project/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Proyek tidak ditemukan / Project not found');
    const event = await replica.app.inject({ url: `/v1/live/event/${randomUUID()}` });
    expect(event.statusCode).toBe(404);
    expect(event.json().message).toBe('Event tidak ditemukan / Event not found');
    for (const crafted of ['__proto__', 'constructor', 'x'.repeat(5000)])
      expect(
        (await replica.app.inject({ url: `/v1/live/event/${crafted}` })).statusCode,
      ).toBeGreaterThanOrEqual(400);
  });
});
