import type { RouteVitals, WebVitalsReport } from '@fanhub/contract';
import { registerFan, type SignedInStaff } from '@fanhub/testkit';
import { inProcess } from '../helpers/in-process';
import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let viewer: SignedInStaff;
beforeAll(async () => {
  testApp = await createTestApp({ WEB_VITALS_RATE_LIMIT_MAX: '1000' });
  viewer = await signedInStaff(testApp, 'viewer');
});
afterAll(() => testApp.close());

/** A report as the shell's beacon sends it: JSON in a text/plain body. */
const beacon = (report: unknown, app = testApp.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/web-vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof report === 'string' ? report : JSON.stringify(report),
  });
const storedSamples = async () =>
  (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM web_vital_samples')).rows[0]!.n;
const studioVitals = async (days = 7) => {
  const answer = await testApp.app.inject({
    url: `/v1/studio/web-vitals?days=${days}`,
    headers: viewer.auth,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as RouteVitals[];
};
async function histogramCount(name: string, labels: Record<string, string>) {
  const metric = (await testApp.app.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name)!;
  return metric.values
    .filter((sample) => (sample as { metricName?: string }).metricName === `${name}_count`)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe('POST /v1/web-vitals', () => {
  it("records a page's vitals per route and a remote's load per build, as metrics and for the studio", async () => {
    const report: WebVitalsReport = {
      vitals: [
        { name: 'LCP', value: 1800, route: '/fanspick/:votingId' },
        { name: 'CLS', value: 0.02, route: '/fanspick/:votingId' },
        { name: 'TTFB', value: 120, route: '/fanspick/:votingId' },
        { name: 'USABLE', value: 2100, route: '/fanspick/:votingId' },
        { name: 'INERT', value: 300, route: '/fanspick/:votingId' },
      ],
      remotes: [
        { remote: 'mfe_fanspick', build: '2026.11.25-1', loadMs: 350, failed: false },
        { remote: 'mfe_events', build: '2026.11.25-1', failed: true },
      ],
    };
    const answer = await beacon(report);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, message: 'Terima kasih / Thank you' });

    expect(await histogramCount('fanhub_web_vitals_lcp_seconds', { route: '/fanspick/:votingId' })).toBe(1);
    expect(await histogramCount('fanhub_web_vitals_cls_score', { route: '/fanspick/:votingId' })).toBe(1);
    expect(await histogramCount('fanhub_web_vitals_inert_seconds', { route: '/fanspick/:votingId' })).toBe(1);
    expect(
      await histogramCount('fanhub_remote_load_duration_seconds', {
        remote: 'mfe_fanspick',
        build: '2026.11.25-1',
      }),
    ).toBe(1);
    const failures = (await testApp.app.metrics.registry.getMetricsAsJSON()).find(
      (m) => m.name === 'fanhub_remote_load_failures_total',
    )!;
    expect(failures.values).toEqual([
      expect.objectContaining({ labels: { remote: 'mfe_events', build: '2026.11.25-1' }, value: 1 }),
    ]);

    const route = (await studioVitals()).find((row) => row.route === '/fanspick/:votingId')!;
    expect(route).toMatchObject({
      samples: 5,
      LCP: 1800,
      CLS: 0.02,
      TTFB: 120,
      INP: null,
      FCP: null,
      USABLE: 2100,
      INERT: 300,
    });
  });

  it("gives the studio each route's 75th percentile", async () => {
    const lcps = [1000, 2000, 3000, 4000, 5000];
    await beacon({
      vitals: lcps.map((value) => ({ name: 'LCP', value, route: '/events' })),
      remotes: [],
    });
    const events = (await studioVitals(1)).find((row) => row.route === '/events')!;
    // PostgreSQL's percentile_cont: between the 4th and 5th of five values, at 0.75 * 4 = 3.
    expect(events.LCP).toBe(4000);
    expect(events.samples).toBe(5);
  });

  it('refuses what is not a report, in both languages, and stores nothing of it', async () => {
    const before = await storedSamples();
    for (const bad of [
      'not json',
      {
        vitals: [{ name: 'LCP', value: 1, route: '/fanspick/0b6f3c8e-1111-4222-8333-944455556666' }],
        remotes: [],
      },
      { vitals: [{ name: 'LCP', value: -1, route: '/' }], remotes: [] },
      { vitals: [{ name: 'FID', value: 1, route: '/' }], remotes: [] },
      { vitals: [], remotes: [{ remote: 'evil', build: 'x', failed: true }] },
      { vitals: Array(21).fill({ name: 'LCP', value: 1, route: '/' }), remotes: [] },
      { vitals: [{ name: 'LCP', value: 1, route: '/', email: 'fan@example.com' }], remotes: [] },
    ]) {
      const answer = await beacon(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/ \/ /);
    }
    expect(await storedSamples()).toBe(before);
  });

  it('labels at most 40 builds of remotes, the rest as other', async () => {
    for (let build = 0; build < 45; build += 1) {
      await beacon({
        vitals: [],
        remotes: [{ remote: 'mfe_member', build: `b${build}`, loadMs: 10, failed: false }],
      });
    }
    const loads = (await testApp.app.metrics.registry.getMetricsAsJSON()).find(
      (m) => m.name === 'fanhub_remote_load_duration_seconds',
    )!;
    const builds = new Set(loads.values.map((sample) => sample.labels.build));
    expect(builds.size).toBeLessThanOrEqual(41);
    expect(builds).toContain('other');
  });

  it('limits how often one address reports', async () => {
    const limited = await createTestApp({ WEB_VITALS_RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await beacon({ vitals: [], remotes: [] }, limited.app)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /v1/studio/web-vitals', () => {
  it('is for staff: a fan token is 401', async () => {
    const fan = await registerFan(inProcess(testApp.app));
    const answer = await testApp.app.inject({ url: '/v1/studio/web-vitals', headers: fan.auth });
    expect(answer.statusCode).toBe(401);
  });
});
