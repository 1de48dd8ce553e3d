import { fanWithCoins, freePort, pause, registerFan, signedNotification } from '@fanhub/testkit';
import { DELIVERY_QUEUES, PERIODIC_QUEUES } from '../../src/jobs/job-queue';
import { sealFinalEntries } from '../../src/ledger/seals';
import { inProcess } from '../helpers/in-process';
import { createSeededApp, openVotingProjects } from '../helpers/seeded-app';
import type { TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createSeededApp();
});
afterAll(() => testApp.close());

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}
/** The samples of one metric as a scrape reads them now (a histogram's `_count`, `_sum`, `_bucket` among them). */
async function samplesOf(name: string): Promise<Sample[]> {
  await testApp.app.metrics.scrape();
  const metric = (await testApp.app.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  if (!metric) throw new Error(`no metric ${name}`);
  return metric.values as Sample[];
}
const valueOf = async (name: string, labels: Record<string, string>, sampleName = name) =>
  (await samplesOf(name))
    .filter((sample) => (sample.metricName ?? name) === sampleName)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

const voteRequest = (auth: Record<string, string>, projectId: string, coins: number) => ({
  method: 'POST' as const,
  url: '/v1/client/voting-project/create-vote',
  headers: auth,
  payload: { projectId, coins },
});
const vote = (auth: Record<string, string>, projectId: string, coins: number) =>
  testApp.app.inject(voteRequest(auth, projectId, coins));
const UNFOLDED = 'fanhub_ledger_oldest_unfolded_credit_age_seconds';
const UNSEALED = 'fanhub_ledger_oldest_unsealed_entry_age_seconds';

describe('what a scrape shows', () => {
  it('counts requests by route template, never by id, with their latency', async () => {
    const [project] = await openVotingProjects(testApp.app);
    await testApp.app.inject({ url: `/v1/client/voting-project/${project!._id}` });
    await testApp.app.inject({ url: '/v1/no/such/route/123' });

    const route = '/v1/client/voting-project/:id';
    expect(
      await valueOf(
        'http_request_duration_seconds',
        { route, method: 'GET', status_code: '200' },
        'http_request_duration_seconds_count',
      ),
    ).toBeGreaterThanOrEqual(1);
    const routes = new Set((await samplesOf('http_request_duration_seconds')).map((s) => s.labels.route));
    expect(routes).toContain('unmatched');
    for (const labelled of routes) expect(String(labelled)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('counts spends by outcome, refusals by code and the coins spent and sold', async () => {
    const call = inProcess(testApp.app);
    const spentBefore = await valueOf('fanhub_coins_spent_total', { kind: 'vote' });
    const soldBefore = await valueOf('fanhub_coins_sold_total', { provider: 'sandbox' });
    const fan = await fanWithCoins(call);
    const [project] = await openVotingProjects(testApp.app);

    expect((await vote(fan.auth, project!._id, 7)).statusCode).toBe(200);
    const broke = await registerFan(call);
    expect((await vote(broke.auth, project!._id, 5)).statusCode).toBe(409);

    expect(
      await valueOf('fanhub_spends_total', { kind: 'vote', outcome: 'accepted' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await valueOf('fanhub_spend_refusals_total', { kind: 'vote', code: 'INSUFFICIENT_COINS' }),
    ).toBeGreaterThanOrEqual(1);
    expect((await valueOf('fanhub_coins_spent_total', { kind: 'vote' })) - spentBefore).toBe(7);
    expect(await valueOf('fanhub_coins_sold_total', { provider: 'sandbox' })).toBeGreaterThan(soldBefore);
    expect(
      await valueOf('fanhub_payment_notifications_total', { provider: 'sandbox', outcome: 'credited' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts a refused payment notification with its code', async () => {
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/v1/payments/notification',
      payload: signedNotification(
        testApp.config.payments.serverKey,
        { orderId: 'no-such-order', status: 'settlement', grossAmount: 15000 },
        'forged',
      ),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await valueOf('fanhub_payment_notifications_total', {
        outcome: 'refused',
        code: 'INVALID_SIGNATURE',
        transaction_status: 'settlement',
      }),
    ).toBe(1);
  });

  it('counts read-cache hits and misses of public reads', async () => {
    const hitsBefore = await valueOf('fanhub_read_cache_requests_total', { result: 'hit' });
    await testApp.app.inject({ url: '/v1/client/news?limit=3' });
    await testApp.app.inject({ url: '/v1/client/news?limit=3' });
    expect(await valueOf('fanhub_read_cache_requests_total', { result: 'hit' })).toBeGreaterThan(hitsBefore);
    expect(await valueOf('fanhub_read_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
  });

  it('reads the pool and the open live streams when scraped', async () => {
    expect(await valueOf('fanhub_db_pool_max_connections', {})).toBeGreaterThanOrEqual(1);
    expect(await samplesOf('fanhub_db_pool_connections')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ labels: { state: 'in_use' } }),
        expect.objectContaining({ labels: { state: 'idle' } }),
      ]),
    );
    expect(await valueOf('fanhub_live_streams_open', {})).toBe(0);
  });
});

describe('the job queue', () => {
  it("shows each queue's waiting jobs, the oldest one's wait and the failed ones, as the whole queue has them", async () => {
    for (const name of [
      'fanhub_jobs_waiting',
      'fanhub_jobs_oldest_waiting_age_seconds',
      'fanhub_jobs_failed',
    ])
      expect((await samplesOf(name)).map((sample) => sample.labels)).toEqual(
        [...Object.keys(DELIVERY_QUEUES), ...Object.keys(PERIODIC_QUEUES)].sort().map((queue) => ({ queue })),
      );
    expect(await valueOf('fanhub_jobs_failed', { queue: 'ticketMail' })).toBe(0);
  });
});

describe("the ledger folder's and sealer's lag", () => {
  it('grows while credits wait to be folded and entries to be sealed, and is 0 once they are', async () => {
    // Folder and sealer stopped: this test folds and seals by hand.
    const stopped = await createSeededApp({ LEDGER_FOLD_EVERY_MS: '0', LEDGER_SEAL_EVERY_MS: '0' });
    const ageOf = async (name: string) => {
      await stopped.app.metrics.scrape();
      const metric = (await stopped.app.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name)!;
      return metric.values[0]!.value;
    };
    try {
      await sealFinalEntries(stopped.db);
      await sealFinalEntries(stopped.db);
      await stopped.db.query('SELECT ledger_fold_credits()');
      expect(await ageOf(UNFOLDED)).toBe(0);
      expect(await ageOf(UNSEALED)).toBe(0);

      const fan = await fanWithCoins(inProcess(stopped.app));
      const [project] = await openVotingProjects(stopped.app);
      expect((await stopped.app.inject(voteRequest(fan.auth, project!._id, 3))).statusCode).toBe(200);
      await pause(1100);
      expect(await ageOf(UNFOLDED)).toBeGreaterThanOrEqual(1);
      expect(await ageOf(UNSEALED)).toBeGreaterThanOrEqual(1);

      await stopped.db.query('SELECT ledger_fold_credits()');
      expect(await ageOf(UNFOLDED)).toBe(0);
      await sealFinalEntries(stopped.db);
      await sealFinalEntries(stopped.db);
      expect(await ageOf(UNSEALED)).toBe(0);
    } finally {
      await stopped.close();
    }
  });
});

describe('the metrics listener', () => {
  it('serves Prometheus text on its own port, and the API port does not', async () => {
    const metricsPort = await freePort();
    const served = await createSeededApp({ METRICS_PORT: String(metricsPort), SEED_ON_START: 'false' });
    try {
      await served.app.listen({ host: '127.0.0.1', port: 0 });
      const apiPort = (served.app.server.address() as { port: number }).port;
      await fetch(`http://127.0.0.1:${apiPort}/v1/health`);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/v1\/health",status_code="200"\} 1$/m,
      );
      expect(text).toMatch(/^# TYPE fanhub_spends_total counter$/m);
      expect(text).toMatch(/^process_cpu_seconds_total /m);
      expect((await fetch(`http://127.0.0.1:${apiPort}/metrics`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
