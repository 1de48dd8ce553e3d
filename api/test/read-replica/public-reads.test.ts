import {
  freePort,
  openStream,
  postgresBinaries,
  skipUnlessInCi,
  startPostgresInstance,
  waitUntil,
  type PostgresInstance,
} from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/prepare-database';
import { openPublicReads, type PublicReads } from '../../src/db/public-reads';
import { insertNews } from '../../src/modules/news/repository';
import { scratchFolder } from '../helpers/scratch';
import { getJson, openVotingProjects, signIn } from '../helpers/seeded-app';

const bin = postgresBinaries();
if (!bin) skipUnlessInCi('no PostgreSQL server binaries: the read replica is not tested in this run');
const withServers = bin ? describe : describe.skip;

const MAX_LAG_MS = 300;
const logs = scratchFolder('replica-logs');
const uploads = scratchFolder('replica-uploads');

// A primary of the test's own and a streaming replica built from it with pg_basebackup, both on loopback (ADR-255).
withServers('public reads from a streaming replica', () => {
  let primary: PostgresInstance;
  let standby: PostgresInstance;
  let db: Database;
  let reads: PublicReads;
  const settings = {
    poolSize: 4,
    connectTimeoutMs: 2000,
    statementTimeoutMs: 10_000,
    idleInTransactionTimeoutMs: 10_000,
  };

  beforeAll(async () => {
    primary = await startPostgresInstance(bin!, await freePort(), logs);
    db = await openPostgres(primary.url('postgres'), settings);
    await db.exec('CREATE TABLE shown (id int PRIMARY KEY)');
    standby = await startPostgresInstance(bin!, await freePort(), logs, { standbyOf: primary });
    reads = openPublicReads(
      db,
      { ...settings, replicaUrl: standby.url('postgres'), replicaMaxLagMs: MAX_LAG_MS },
      () => undefined,
    );
  }, 120_000);
  afterAll(async () => {
    await reads?.close();
    await db?.close();
    await standby?.stop();
    await primary?.stop();
  });

  const fromStandby = async () =>
    (await reads.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows[0]!.standby;
  const shownCount = async () =>
    (await reads.query<{ n: number }>('SELECT count(*)::int AS n FROM shown')).rows[0]!.n;
  const onStandby = async (sql: string) => {
    const direct = await openPostgres(standby.url('postgres'), settings);
    await direct.query(sql).finally(() => direct.close());
  };

  it('public reads go to the replica once it keeps up, and see what the primary wrote', async () => {
    await db.query('INSERT INTO shown VALUES (1)');
    expect(await waitUntil(() => reads.replica()?.inUse === true, { seconds: 30 })).toBe(true);
    expect(await fromStandby()).toBe(true);
    expect(await waitUntil(async () => (await shownCount()) === 1, { seconds: 10 })).toBe(true);
    // Within the stated lag, not at none: a position the primary noted a moment before the check may still be
    // on its way (a few milliseconds, seen in a CI run).
    expect(reads.replica()).toEqual({ up: true, lagSeconds: expect.any(Number), inUse: true });
    expect(reads.replica()!.lagSeconds).toBeLessThanOrEqual(MAX_LAG_MS / 1000);
  });

  it('a read on the replica keeps its time limit when the primary is reached through a pooler', async () => {
    // As production configures it: DATABASE_POOLER names the primary's URL, the replica is the server itself.
    const budgeted = openPublicReads(
      db,
      {
        ...settings,
        statementTimeoutMs: 500,
        pooler: 'transaction',
        directUrl: primary.url('postgres'),
        replicaUrl: standby.url('postgres'),
        replicaMaxLagMs: MAX_LAG_MS,
      },
      () => undefined,
    );
    try {
      expect(await waitUntil(() => budgeted.replica()?.inUse === true, { seconds: 30 })).toBe(true);
      await expect(
        budgeted.query('SELECT pg_is_in_recovery() AS standby, pg_sleep(5)'),
      ).rejects.toMatchObject({ code: '57014' });
    } finally {
      await budgeted.close();
    }
  });

  it('a replica replaying past the stated lag is left: reads come from the primary, with what it wrote last', async () => {
    await onStandby('SELECT pg_wal_replay_pause()');
    await db.query('INSERT INTO shown VALUES (2)');
    expect(await waitUntil(() => reads.replica()?.inUse === false, { seconds: 10 })).toBe(true);
    expect(reads.replica()!.lagSeconds).toBeGreaterThan(MAX_LAG_MS / 1000);
    expect(await fromStandby()).toBe(false);
    expect(await shownCount()).toBe(2);

    await onStandby('SELECT pg_wal_replay_resume()');
    expect(await waitUntil(() => reads.replica()?.inUse === true, { seconds: 10 })).toBe(true);
    expect(await fromStandby()).toBe(true);
    expect(await shownCount()).toBe(2);
  });

  it('a replica that stops answering: the next read is made on the primary, and reads return once it is back', async () => {
    await standby.crash();
    // The read the replica fails, or the next check, sends public reads to the primary: none is refused.
    expect(await shownCount()).toBe(2);
    expect(await fromStandby()).toBe(false);
    expect(reads.replica()).toMatchObject({ up: false, inUse: false });

    await standby.start();
    expect(await waitUntil(() => reads.replica()?.inUse === true, { seconds: 30 })).toBe(true);
    expect(await fromStandby()).toBe(true);
  }, 60_000);

  it('the API reads its news list from the replica, answers it from the primary with the replica stopped, and its metrics say so', async () => {
    await migrate(db);
    const config = loadConfig({
      DATABASE_URL: primary.url('postgres'),
      DATABASE_REPLICA_URL: standby.url('postgres'),
      // Long enough that a replica held back on purpose keeps serving.
      DATABASE_REPLICA_MAX_LAG_MS: '60000',
      SEED_ON_START: 'false',
      UPLOAD_DIR: uploads,
      METRICS_PORT: '0',
    });
    const app = await buildApp({ config, db: { ...db, close: async () => undefined }, logger: false });
    try {
      const metric = async (name: string) => {
        const text = await app.metrics.scrape();
        return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      };
      const newsTitles = async () => {
        const answer = await app.inject({ method: 'GET', url: '/v1/client/news?page=1&limit=5' });
        expect(answer.statusCode).toBe(200);
        return (answer.json() as { data: { title: string }[] }).data.map((news) => news.title);
      };
      expect(await waitUntil(() => app.publicReads.replica()?.inUse === true, { seconds: 30 })).toBe(true);
      expect(await metric('fanhub_db_replica_in_use')).toBe(1);

      // The news list is read from the replica: what it has not replayed yet is not in it, then is.
      await onStandby('SELECT pg_wal_replay_pause()');
      await insertNews(db, { title: 'Comeback', image: '', url: '', author: 'fanhub', date: '2026-01-01' });
      expect(await newsTitles()).not.toContain('Comeback');
      await onStandby('SELECT pg_wal_replay_resume()');
      expect(await waitUntil(async () => (await newsTitles()).includes('Comeback'), { seconds: 10 })).toBe(
        true,
      );

      await standby.crash();
      expect(await newsTitles()).toContain('Comeback');
      expect(await waitUntil(() => app.publicReads.replica()?.up === false, { seconds: 10 })).toBe(true);
      expect(await metric('fanhub_db_replica_up')).toBe(0);
      expect(await metric('fanhub_db_replica_in_use')).toBe(0);
    } finally {
      await app.close();
      await standby.start();
    }
  }, 90_000);

  it('a page following a project live gets the last vote of a burst while the replica in use has not replayed it', async () => {
    const config = loadConfig({
      DATABASE_URL: primary.url('postgres'),
      DATABASE_REPLICA_URL: standby.url('postgres'),
      // Long enough that the replica held back below stays in use.
      DATABASE_REPLICA_MAX_LAG_MS: '60000',
      SEED_ON_START: 'true',
      PASSWORD_SCRYPT_N: '1024',
      UPLOAD_DIR: uploads,
      METRICS_PORT: '0',
    });
    await prepareDatabase(db, config);
    const app = await buildApp({ config, db: { ...db, close: async () => undefined }, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect(await waitUntil(() => app.publicReads.replica()?.inUse === true, { seconds: 30 })).toBe(true);
      const fan = await signIn(app);
      const projectId = (await openVotingProjects(app))[0]!._id;
      const totalOf = async () =>
        (await getJson<{ data: { totalVotes: number } }>(app, `/v1/client/voting-project/${projectId}`)).data
          .totalVotes;
      const stream = await openStream<{ totalVotes: number }>(`${base}/v1/live/voting-project/${projectId}`);
      try {
        const before = (await stream.next(5000))!.data.totalVotes;
        await onStandby('SELECT pg_wal_replay_pause()');
        for (let vote = 0; vote < 3; vote++) {
          const answer = await app.inject({
            method: 'POST',
            url: '/v1/client/voting-project/create-vote',
            headers: fan.auth,
            payload: { projectId, coins: 1, message: '' },
          });
          expect(answer.statusCode).toBe(200);
        }
        expect(app.publicReads.replica()?.inUse).toBe(true);
        let heard = before;
        while (heard < before + 3) {
          const event = await stream.next(5000);
          if (!event) break;
          heard = event.data.totalVotes;
        }
        expect(heard).toBe(before + 3);
        // Fans' own reads of the page still come from the replica, which has not replayed the votes.
        expect(await totalOf()).toBe(before);
      } finally {
        await stream.close();
        await onStandby('SELECT pg_wal_replay_resume()');
      }
    } finally {
      app.server.closeAllConnections();
      await app.close();
    }
  }, 120_000);
});
