import { pause, waitUntil } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { createSeededApp, getJson, openVotingProjects, signIn } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';
import { TEST_DATABASE } from '../helpers/test-database';

const TTL_MS = 1000;

interface ProjectAnswer {
  data: { title: string; coinsCollected: number; votes: unknown[] };
}

describe('public read cache', () => {
  let replica: TestApp;
  let projectUrl: string;
  let projectId: string;

  beforeAll(async () => {
    replica = await createSeededApp({ PUBLIC_READ_CACHE_TTL_MS: String(TTL_MS) });
    projectId = (await openVotingProjects(replica.app))[0]!._id;
    projectUrl = `/v1/client/voting-project/${projectId}`;
  });
  afterAll(() => replica.close());

  const vote = async (app: TestApp['app']) => {
    const fan = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      payload: { projectId, coins: 3 },
    });
    expect(response.statusCode).toBe(200);
  };

  it('keeps a public answer until its time is up, so a change made outside the API shows only then', async () => {
    const before = (await getJson<ProjectAnswer>(replica.app, projectUrl)).data.title;
    await replica.db.query("UPDATE voting_projects SET title = title || ' (baru)' WHERE id = $1", [
      projectId,
    ]);
    expect((await getJson<ProjectAnswer>(replica.app, projectUrl)).data.title).toBe(before);
    await pause(TTL_MS + 50);
    expect((await getJson<ProjectAnswer>(replica.app, projectUrl)).data.title).toBe(`${before} (baru)`);
  });

  it('answers an ETag, and 304 with no body when the browser already holds that answer', async () => {
    const first = await replica.app.inject({ url: projectUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await replica.app.inject({ url: projectUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await replica.app.inject({ url: projectUrl, headers: { 'if-none-match': '"older"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it("shows a fan's vote in the very next read, although the totals were just cached", async () => {
    const before = (await getJson<ProjectAnswer>(replica.app, projectUrl)).data;
    await vote(replica.app);
    const after = (await getJson<ProjectAnswer>(replica.app, projectUrl)).data;
    expect(after.coinsCollected).toBe(before.coinsCollected + 3);
    expect(after.votes).toHaveLength(before.votes.length + 1);
  });

  it('forgets on every replica: a vote through another replica shows here without waiting for the time', async () => {
    // A second API process on the same database, as the deployment runs them.
    const other = await buildApp({
      config: replica.config,
      db: { ...replica.db, close: async () => undefined },
      logger: false,
    });
    try {
      await pause(TTL_MS); // whatever was kept has expired: the next read is kept afresh
      const before = (await getJson<ProjectAnswer>(replica.app, projectUrl)).data.coinsCollected;
      await vote(other);
      let seen = before;
      for (let waited = 0; waited < TTL_MS / 3 && seen === before; waited += 10) {
        await pause(10);
        seen = (await getJson<ProjectAnswer>(replica.app, projectUrl)).data.coinsCollected;
      }
      expect(seen).toBe(before + 3);
    } finally {
      await other.close();
    }
  });

  it('computes an answer once however many fans ask for it at the same moment', async () => {
    const projectQueries: string[] = [];
    const counted = buildApp({
      config: replica.config,
      db: {
        ...replica.db,
        query: (sql, params) => {
          if (sql.includes('JOIN votings v ON v.id = p.voting_id WHERE p.id = $1')) projectQueries.push(sql);
          return replica.db.query(sql, params);
        },
        close: async () => undefined,
      },
      logger: false,
    });
    const app = await counted;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: projectUrl })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(projectQueries).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  const onServer = TEST_DATABASE === 'postgres' ? it : it.skip;
  onServer(
    'keeps nothing while it cannot hear the other replicas, and keeps again once it hears them',
    async () => {
      const title = async () => (await getJson<ProjectAnswer>(replica.app, projectUrl)).data.title;
      const rename = (to: string) =>
        replica.db.query('UPDATE voting_projects SET title = $2 WHERE id = $1', [projectId, to]);
      await replica.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN %fanhub_public_reads%'`,
      );
      await pause(200);
      await title();
      await rename('Tanpa pendengar');
      expect(await title()).toBe('Tanpa pendengar');

      // The listening connection is replaced after a second or so.
      expect(
        await waitUntil(
          async () =>
            (
              await replica.db.query(
                `SELECT 1 FROM pg_stat_activity
                 WHERE datname = current_database() AND query LIKE 'LISTEN %fanhub_public_reads%'`,
              )
            ).rows.length > 0,
        ),
      ).toBe(true);
      await title();
      await rename('Didengar lagi');
      expect(await title()).toBe('Tanpa pendengar');
    },
  );
});
