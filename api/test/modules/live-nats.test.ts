import type { FastifyInstance } from 'fastify';
import { connect, StringCodec } from 'nats';
import { openStream, startNatsCluster, type RunningNatsCluster } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { TALLY_SUBJECT } from '../../src/modules/live/tally-bus';
import { createSeededApp, getJson, openVotingProjects, signIn } from '../helpers/seeded-app';
import { scratchFolder } from '../helpers/scratch';
import type { TestApp } from '../helpers/test-app';

interface ProjectTally {
  totalVotes: number;
}

const natsFolder = scratchFolder('nats');

// Two API replicas on one database, each connected to another node of a three-node NATS cluster (ADR-253).
describe('live tallies over NATS', () => {
  let nats: RunningNatsCluster;
  let replica: TestApp;
  let other: FastifyInstance;
  let base: string;
  let projectId: string;

  beforeAll(async () => {
    nats = await startNatsCluster(natsFolder);
    replica = await createSeededApp({ NATS_URL: [nats.servers[0], nats.servers[2]].join(',') });
    base = await replica.app.listen({ host: '127.0.0.1', port: 0 });
    other = await buildApp({
      config: { ...replica.config, natsServers: [nats.servers[1]!] },
      db: { ...replica.db, close: async () => undefined },
      logger: false,
    });
    projectId = (await openVotingProjects(replica.app))[0]!._id;
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    replica?.app.server.closeAllConnections();
    await replica?.close();
    await nats?.stop();
  });

  const vote = async (app: FastifyInstance, coins: number) => {
    const fan = await signIn(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      payload: { projectId, coins, message: '' },
    });
    expect(answer.statusCode).toBe(200);
  };

  it("a vote on one replica reaches another replica's stream through the cluster, published on its subject", async () => {
    const watcher = await connect({ servers: nats.servers[2] });
    const heard: string[][] = [];
    const codec = StringCodec();
    watcher.subscribe(TALLY_SUBJECT, {
      callback: (_, message) => heard.push(JSON.parse(codec.decode(message.data)) as string[]),
    });
    const stream = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      const first = (await stream.next())!;
      // That it arrives, not how fast: bench:api measures the time from the database to the fan.
      await vote(other, 3);
      const update = await stream.next(5000);
      expect(update!.data.totalVotes).toBe(first.data.totalVotes + 3);
      expect(heard.flat()).toContain(`voting-project:${projectId}`);
    } finally {
      await stream.close();
      await watcher.close();
    }
  });

  it('killing the node a replica is connected to: it fails over to another, and tallies keep arriving', async () => {
    const stream = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      const first = (await stream.next())!;
      await nats.kill(0);
      await vote(other, 2);
      // A reconnect, then the replica reads every followed tally again: within a few seconds, never lost.
      let seen = first.data.totalVotes;
      for (const deadline = Date.now() + 5000; seen < first.data.totalVotes + 2 && Date.now() < deadline;)
        seen = (await stream.next(500))?.data.totalVotes ?? seen;
      expect(seen).toBe(first.data.totalVotes + 2);
      const shown = await getJson<{ data: ProjectTally }>(
        replica.app,
        `/v1/client/voting-project/${projectId}`,
      );
      expect(shown.data.totalVotes).toBe(seen);
    } finally {
      await stream.close();
    }
  });
});

// A replica that starts while no node of its cluster answers (NATS down, or not yet up in a new deployment).
describe('live tallies with no NATS node up', () => {
  let nats: RunningNatsCluster;
  let replica: TestApp;
  let base: string;
  let projectId: string;

  beforeAll(async () => {
    nats = await startNatsCluster(`${natsFolder}-down`, 1);
    await nats.kill(0);
    replica = await createSeededApp({ NATS_URL: nats.servers[0]! });
    base = await replica.app.listen({ host: '127.0.0.1', port: 0 });
    projectId = (await openVotingProjects(replica.app))[0]!._id;
  }, 60_000);
  afterAll(async () => {
    replica?.app.server.closeAllConnections();
    await replica?.close();
    await nats?.stop();
  });

  const carrier = async () => {
    const text = await replica.app.metrics.scrape();
    return /^fanhub_live_tally_carrier\{carrier="(\w+)"\} 1$/m.exec(text)?.[1];
  };
  const voteAndHear = async (coins: number) => {
    const stream = await openStream<ProjectTally>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      const first = (await stream.next())!;
      const fan = await signIn(replica.app);
      const answer = await replica.app.inject({
        method: 'POST',
        url: '/v1/client/voting-project/create-vote',
        headers: fan.auth,
        payload: { projectId, coins, message: '' },
      });
      expect(answer.statusCode).toBe(200);
      expect((await stream.next(5000))!.data.totalVotes).toBe(first.data.totalVotes + coins);
    } finally {
      await stream.close();
    }
  };

  it("the API starts and serves, and live tallies go over the database's notifications, as its metric says", async () => {
    expect(await carrier()).toBe('postgres');
    await voteAndHear(2);
  });

  it('once a node answers, changes go over NATS again, published on its subject', async () => {
    await nats.start(0);
    for (const deadline = Date.now() + 10_000; (await carrier()) !== 'nats' && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await carrier()).toBe('nats');
    const watcher = await connect({ servers: nats.servers[0] });
    const heard: string[][] = [];
    const codec = StringCodec();
    watcher.subscribe(TALLY_SUBJECT, {
      callback: (_, message) => heard.push(JSON.parse(codec.decode(message.data)) as string[]),
    });
    try {
      await watcher.flush();
      await voteAndHear(1);
      expect(heard.flat()).toContain(`voting-project:${projectId}`);
    } finally {
      await watcher.close();
    }
  });
});
