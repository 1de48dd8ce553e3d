import type { FastifyInstance } from 'fastify';
import { openStream, startPgBouncer, TEST_POSTGRES_URL, type RunningPgBouncer } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/database';
import { createSeededApp, getJson, openVotingProjects, signIn } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';
import { connectionStringOf, TEST_DATABASE } from '../helpers/test-database';

const onServer = TEST_DATABASE === 'postgres' ? describe : describe.skip;

// The API through PgBouncer in transaction mode, two server connections for eight of the API's (ADR-256).
onServer('the API through PgBouncer in transaction mode', () => {
  let direct: TestApp;
  let bouncer: RunningPgBouncer;
  let pooledDb: Database;
  let app: FastifyInstance;
  let base: string;
  let databaseName: string;
  let projectId: string;
  const timeouts = { connectTimeoutMs: 10_000, statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 5000 };

  beforeAll(async () => {
    direct = await createSeededApp();
    const directUrl = await connectionStringOf(direct.db);
    databaseName = new URL(directUrl).pathname.slice(1);
    bouncer = await startPgBouncer(TEST_POSTGRES_URL, { serverConnections: 2 });
    const database = {
      ...direct.config.database,
      ...timeouts,
      url: bouncer.url(databaseName),
      pooler: 'transaction' as const,
      directUrl,
      poolSize: 8,
    };
    pooledDb = await openPostgres(database.url, database);
    app = await buildApp({ config: { ...direct.config, database }, db: pooledDb, logger: false });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    projectId = (await openVotingProjects(app))[0]!._id;
  }, 60_000);
  afterAll(async () => {
    app?.server.closeAllConnections();
    await app?.close();
    await bouncer?.dispose();
    await direct?.close();
  });

  it('refuses a connection that asks for its timeouts at start, as the API did before: hence DATABASE_POOLER', async () => {
    await expect(openPostgres(bouncer.url(databaseName), { poolSize: 1, ...timeouts })).rejects.toThrow(
      /unsupported startup parameter/,
    );
  });

  it("fans' votes sent at once all land, and a page following the project live hears of them (LISTEN on the direct URL)", async () => {
    const fan = await signIn(app);
    const before = (
      await getJson<{ data: { totalVotes: number } }>(app, `/v1/client/voting-project/${projectId}`)
    ).data.totalVotes;
    const stream = await openStream<{ totalVotes: number }>(`${base}/v1/live/voting-project/${projectId}`);
    try {
      expect((await stream.next(5000))!.data.totalVotes).toBe(before);
      const answers = await Promise.all(
        Array.from({ length: 24 }, () =>
          app.inject({
            method: 'POST',
            url: '/v1/client/voting-project/create-vote',
            headers: fan.auth,
            payload: { projectId, coins: 1, message: '' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      let heard = before;
      while (heard < before + 24) {
        const event = await stream.next(5000);
        if (!event) break;
        heard = event.data.totalVotes;
      }
      expect(heard).toBe(before + 24);
    } finally {
      await stream.close();
    }
  });

  it('a statement outside a transaction keeps its time limit through the pooler, on every server connection', async () => {
    // One on each of the pooler's two server connections at once: each is cancelled.
    const sleeps = Array.from({ length: 2 }, () => pooledDb.query('SELECT pg_sleep(30)'));
    for (const sleep of sleeps) await expect(sleep).rejects.toMatchObject({ code: '57014' });
    const budget = await pooledDb.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(budget.rows[0]!.statement_timeout).toBe(`${timeouts.statementTimeoutMs / 1000}s`);
  });

  it("a transaction's statements keep their time limit through the pooler", async () => {
    const started = Date.now();
    await expect(pooledDb.transaction((tx) => tx.query('SELECT pg_sleep(30)'))).rejects.toMatchObject({
      code: '57014',
    });
    expect(Date.now() - started).toBeLessThan(timeouts.statementTimeoutMs + 3000);
  });
});
