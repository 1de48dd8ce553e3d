import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { auditedRoutes } from '../support/catalogue';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/chromium';
import { E2E, ROOT } from '../support/servers';

const run = promisify(execFile);
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
};

/** How many times each page is measured; its figures are those of the median run. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type LighthouseReport = Parameters<typeof computeMedianRun>[0][number];

/**
 * Lighthouse 13's mobile defaults (simulated slow 4G, 4x CPU slowdown), once, on one page of the served site.
 * Its Chromium gets a temporary folder of its own, removed afterwards: Lighthouse stops the browser by killing
 * it, which leaves the browser's single-instance socket folder behind in the temporary folder.
 */
async function lighthouse(url: string, out: string): Promise<LighthouseReport> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fanhub-lighthouse-'));
  try {
    await run(
      path.join(ROOT, 'e2e', 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: scratch }, maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}

/**
 * The page measured RUNS times, and the run Lighthouse takes as the median (closest to the median first paint
 * and time to interactive, as Lighthouse advises for its variability). Beside its figures, this machine's speed as
 * Lighthouse measured it in that run (its benchmark index: higher is faster), the anchor the figures are read
 * against: on a shared 2-core machine it moves by half from one minute to the next, and the blocking time with it.
 */
async function medianOf(url: string, out: string) {
  const runs: LighthouseReport[] = [];
  for (let run = 1; run <= RUNS; run += 1)
    runs.push(await lighthouse(url, out.replace(/\.json$/, `-${run}.json`)));
  const report = computeMedianRun(runs);
  writeFileSync(out, JSON.stringify(report));
  const score = (category: string) => Math.round(report.categories[category]!.score! * 100);
  const tbts = runs.map((run) => Math.round(run.audits['total-blocking-time']!.numericValue!));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue!),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue!),
    cls: Math.round(report.audits['cumulative-layout-shift']!.numericValue! * 1000) / 1000,
    tbtRuns: tbts.join(' '),
    cpuIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/**
 * Prints, per route, Lighthouse's four category scores with LCP, TBT and CLS, marking each figure that misses
 * its target, and writes them to bench/results/lighthouse.json. Figures only; no pass/fail threshold.
 */
test('Lighthouse (mobile) on every section and one detail page of each', async ({ request }) => {
  test.setTimeout(RUNS * 15 * 60_000);
  // BENCH_ROUTES=fanfunding measures only the routes whose path holds one of the comma-separated words.
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = (await auditedRoutes(request)).filter(
    (route) => !only || only.some((word) => route.includes(word)),
  );
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  const rows: ({ route: string } & Awaited<ReturnType<typeof medianOf>>)[] = [];
  for (const route of routes) {
    const name = route.replace(/[0-9a-f-]{36}/, ':id');
    const report = `lighthouse-${name.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
    rows.push({ route: name, ...(await medianOf(`${E2E.site}${route}`, path.join(out, report))) });
  }
  const misses = (row: (typeof rows)[number]) =>
    [
      row.performance < TARGETS.performance && 'performance',
      row.accessibility < TARGETS.accessibility && 'accessibility',
      row['best-practices'] < TARGETS['best-practices'] && 'best-practices',
      row.seo < TARGETS.seo && 'seo',
      row.lcpMs > TARGETS.lcpMs && 'LCP',
      row.tbtMs > TARGETS.tbtMs && 'TBT',
      row.cls > TARGETS.cls && 'CLS',
    ].filter(Boolean);
  console.log(
    `\nLighthouse 13, mobile defaults, ${E2E.viaGateway ? 'through the nginx gateway' : 'served directly'}, the median of ${RUNS} runs (tbtRuns: each run's TBT; cpuIndex: the machine's speed in the median run):`,
  );
  console.table(rows.map((row) => ({ ...row, misses: misses(row).join(' ') || '-' })));
  writeFileSync(
    path.join(out, 'lighthouse.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        via: E2E.viaGateway ? 'gateway' : 'direct',
        runs: RUNS,
        targets: TARGETS,
        rows,
      },
      null,
      2,
    ),
  );
});
