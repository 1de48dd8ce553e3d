import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  fansWithCoins,
  freeApiPorts,
  freePort,
  freshDatabase,
  fromDebian,
  overHttp,
  productionApiEnv,
  registerFan,
  startMailSink,
  startPrometheus,
  startServer,
  waitUntil,
  type FreshDatabase,
  type MailSink,
  type RunningPrometheus,
  type StartedServer,
} from '@fanhub/testkit';
import { scratchFolder } from '../helpers/scratch';
import { TEST_DATABASE } from '../helpers/test-database';

/**
 * Production's telemetry, for real: two API replicas on the PostgreSQL server behind production's nginx gateway,
 * scraped by Debian's Prometheus every second and tracing to an OTLP endpoint on loopback, under a short load.
 * What Prometheus' query API answers, what nginx logged, what the replicas logged and what they traced is checked.
 */
const onPostgres = TEST_DATABASE === 'postgres' ? describe : describe.skip;
if (TEST_DATABASE !== 'postgres') {
  console.warn(
    'SKIPPED here: two replicas share a database only on the PostgreSQL server (TEST_DATABASE=postgres)',
  );
}

const ROOT = path.join(__dirname, '..', '..', '..');
/** Two replicas, each with its port and its metrics port (free ones, chosen as the suite starts). */
const REPLICAS = 2;
const VOTE_ROUTE = '/v1/client/voting-project/create-vote';
const VOTE_COINS = 3;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/;

interface Span {
  traceId: string;
  name: string;
  attributes: {
    key: string;
    value: { stringValue?: string; arrayValue?: { values: { stringValue: string }[] } };
  }[];
}

/** An OTLP/HTTP endpoint on loopback, as a collector would be: keeps every span the replicas export (JSON). */
async function otlpReceiver(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const exported = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
        };
        for (const resource of exported.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

const attribute = (span: Span, key: RegExp) => {
  const found = span.attributes.find((candidate) => key.test(candidate.key))?.value;
  return found?.stringValue ?? found?.arrayValue?.values[0]?.stringValue;
};

const work = scratchFolder('telemetry');

onPostgres('production telemetry', () => {
  const accessLog = path.join(work, 'gateway-access.log');
  let database: FreshDatabase;
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let mail: MailSink;
  const servers: StartedServer[] = [];
  let gateway: string;
  let prometheus: RunningPrometheus;
  const query = (promql: string) => prometheus.query(promql);
  const single = async (promql: string) => {
    const result = await query(promql);
    expect(result).toHaveLength(1);
    return result[0]!.value;
  };
  const scrapedUntil = (promql: string, value: number) => prometheus.scrapedUntil(promql, value);

  const replicaPorts: { port: number; metricsPort: number }[] = [];

  beforeAll(async () => {
    for (let index = 0; index < REPLICAS; index++) replicaPorts.push(await freeApiPorts());
    const nginx = fromDebian('/usr/sbin/nginx', ['nginx', 'gettext-base']);
    if (!nginx.ok) throw new Error(nginx.why);
    database = await freshDatabase('fanhub_telemetry');
    receiver = await otlpReceiver();
    mail = await startMailSink();
    for (const [index, { port, metricsPort }] of replicaPorts.entries()) {
      servers.push(
        await startServer(`api-${index + 1}`, {
          args: ['dist/server.js'],
          cwd: path.join(ROOT, 'api'),
          env: {
            ...productionApiEnv({
              port,
              metricsPort,
              databaseUrl: database.url!,
              jwtSecret: `telemetry-${process.pid}-${'x'.repeat(40)}`,
              sandboxServerKey: `telemetry-sandbox-${process.pid}`,
              uploadDir: path.join(work, 'uploads'),
              smtpUrl: mail.url,
            }),
            PATH: process.env.PATH!,
            LOG_LEVEL: 'info',
            TRUST_PROXY: '1',
            REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
            OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
            OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
            OTEL_BSP_SCHEDULE_DELAY: '200',
          },
          port,
          readyPath: '/v1/health',
          logDir: work,
          seconds: 90,
        }),
      );
    }

    // Production's gateway (deploy/nginx), its access log on: the API replicas behind it; no front end is asked.
    const gatewayPort = await freePort();
    const nginxDir = path.join(work, 'nginx');
    execFileSync(path.join(ROOT, 'deploy', 'nginx', 'render.sh'), ['gateway', nginxDir], {
      env: {
        PATH: process.env.PATH,
        FANHUB_LISTEN: `127.0.0.1:${gatewayPort}`,
        FANHUB_API_UPSTREAMS: replicaPorts.map(({ port }) => `127.0.0.1:${port}`).join(' '),
        FANHUB_UPSTREAM_SHELL: '127.0.0.1:9',
        ...Object.fromEntries(
          ['FANSPICK', 'FANFUNDING', 'EVENTS', 'MEMBER'].map((section) => [
            `FANHUB_UPSTREAM_${section}`,
            '127.0.0.1:9',
          ]),
        ),
        FANHUB_ACCESS_LOG: accessLog,
        FANHUB_NGINX_USER: userInfo().username,
      },
    });
    servers.push(
      await startServer('gateway', {
        command: 'nginx',
        args: ['-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
        port: gatewayPort,
        readyPath: '/v1/health',
        logDir: work,
      }),
    );
    gateway = `http://127.0.0.1:${gatewayPort}`;

    prometheus = await startPrometheus(
      { 'fanhub-api': replicaPorts.map(({ metricsPort }) => `127.0.0.1:${metricsPort}`) },
      work,
    );
  }, 180_000);

  afterAll(async () => {
    await prometheus?.stop();
    for (const server of servers.reverse()) await server.stop();
    receiver?.server.close();
    await mail?.close();
    await database?.drop();
  });

  it('shows requests, spends and the ledger lag of both replicas, with the right labels and plausible values', async () => {
    const call = overHttp(gateway, mail.inbox);
    const fans = await fansWithCoins(call, 8, { prefix: `telemetry-${process.pid}` });
    const projects = (await (await fetch(`${gateway}/v1/client/voting/categories`)).json()) as {
      data: { _id: string }[];
    };
    const votings = (await (
      await fetch(`${gateway}/v1/client/voting/${projects.data[0]!._id}?status=open`)
    ).json()) as { data: { _id: string }[] };
    const detail = (await (
      await fetch(`${gateway}/v1/client/voting/detail/${votings.data[0]!._id}`)
    ).json()) as {
      data: { projects: { _id: string }[] };
    };
    const projectId = detail.data.projects[0]!._id;
    const vote = (authorization: string) =>
      fetch(`${gateway}${VOTE_ROUTE}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ projectId, coins: VOTE_COINS }),
      });

    // A fan follows the project live while the others vote; a fan without coins is refused.
    const live = new AbortController();
    const stream = await fetch(`${gateway}/v1/live/voting-project/${projectId}`, { signal: live.signal });
    expect(stream.status).toBe(200);
    let accepted = 0;
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(fans.map((fan) => vote(fan.auth.authorization)));
      accepted += answers.filter((answer) => answer.status === 200).length;
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      await fetch(`${gateway}/v1/client/voting-project/${projectId}`).then((answer) => answer.arrayBuffer());
    }
    const broke = await registerFan(call);
    expect((await vote(broke.auth.authorization)).status).toBe(409);
    expect(accepted).toBe(40);
    expect(await scrapedUntil('count(up{job="fanhub-api"} == 1)', 2)).toBe(true);
    expect(
      await scrapedUntil('sum(fanhub_spend_refusals_total{kind="vote", code="INSUFFICIENT_COINS"})', 1),
    ).toBe(true);

    // Votes reached both replicas through the gateway; every accepted vote is counted once, in its coins too.
    const votesByReplica = await query(
      `sum by (instance) (http_request_duration_seconds_count{route="${VOTE_ROUTE}", method="POST", status_code="200"})`,
    );
    expect(votesByReplica).toHaveLength(2);
    expect(votesByReplica.reduce((sum, series) => sum + series.value, 0)).toBe(accepted);
    expect(await single('sum(fanhub_spends_total{kind="vote", outcome="accepted"})')).toBe(accepted);
    expect(await single('sum(fanhub_coins_spent_total{kind="vote"})')).toBe(accepted * VOTE_COINS);
    expect(await single('sum(fanhub_spend_refusals_total{kind="vote", code="INSUFFICIENT_COINS"})')).toBe(1);
    expect(await single('sum(fanhub_coins_sold_total)')).toBeGreaterThanOrEqual(8);
    const p99 = await single(
      // Over every vote since the replicas started (a rate needs votes spread over several scrapes).
      `histogram_quantile(0.99, sum by (le) (http_request_duration_seconds_bucket{route="${VOTE_ROUTE}"}))`,
    );
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThan(5);
    // Route templates only: no series carries an id.
    const routes = await query('count by (route) (http_request_duration_seconds_count)');
    expect(routes.map((series) => series.metric.route)).toContain('/v1/client/voting-project/:id');
    for (const series of routes) expect(series.metric.route).not.toMatch(UUID);

    // The ledger keeps up: the folder folds every 100 ms and the sealer seals every 2 s.
    for (const lag of ['oldest_unfolded_credit', 'oldest_unsealed_entry']) {
      const byReplica = await query(`fanhub_ledger_${lag}_age_seconds`);
      expect(byReplica).toHaveLength(2);
      for (const series of byReplica) {
        expect(series.value).toBeGreaterThanOrEqual(0);
        expect(series.value).toBeLessThan(30);
      }
    }
    expect(await single('sum(fanhub_live_streams_open)')).toBe(1);
    expect(await single('sum(fanhub_db_pool_max_connections)')).toBe(20);
    expect(await single('min(fanhub_redis_up)')).toBe(1);
    live.abort();
  });

  it("carries the gateway's request id into nginx's access log, the API's log and the request's trace", async () => {
    const answer = await fetch(`${gateway}/v1/health`);
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    await waitUntil(async () => readFileSync(accessLog, 'utf8').includes(`request_id=${requestId}`), {
      seconds: 5,
    });
    // A replica's log reaches its file through a pipe and the process that writes it: it may land after nginx's.
    const inReplicaLogs = () =>
      replicaPorts.some((_, index) =>
        readFileSync(path.join(work, `api-${index + 1}.log`), 'utf8').includes(`"reqId":"${requestId}"`),
      );
    await waitUntil(async () => inReplicaLogs(), { seconds: 5 });
    expect(inReplicaLogs()).toBe(true);

    let traced: Span | undefined;
    await waitUntil(
      async () => {
        traced = receiver.spans.find(
          (span) => attribute(span, /^http\.request\.header\.x[-_]request[-_]id$/) === requestId,
        );
        return traced !== undefined;
      },
      { seconds: 10 },
    );
    expect(traced).toBeDefined();
    // One trace for the request, its database statements as spans of it.
    const statements = receiver.spans.filter(
      (span) =>
        span.traceId === traced!.traceId && attribute(span, /^db\.(system|system\.name)$/) === 'postgresql',
    );
    expect(statements.length).toBeGreaterThan(0);
  });
});
