import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
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

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

/** Lighthouse 13's mobile defaults (simulated slow 4G, 4x CPU slowdown) on one page of the served site. */
async function lighthouse(url: string, out: string) {
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
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
  const score = (category: string) => Math.round(report.categories[category]!.score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    cls: Math.round(report.audits['cumulative-layout-shift']!.numericValue * 1000) / 1000,
  };
}

/**
 * Prints, per route, Lighthouse's four category scores with LCP, TBT and CLS, marking each figure that misses
 * its target, and writes them to bench/results/lighthouse.json. Figures only; no pass/fail threshold.
 */
test('Lighthouse (mobile) on every section and one detail page of each', async ({ request }) => {
  test.setTimeout(20 * 60_000);
  // BENCH_ROUTES=fanfunding measures only the routes whose path holds one of the comma-separated words.
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = (await auditedRoutes(request)).filter(
    (route) => !only || only.some((word) => route.includes(word)),
  );
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  const rows: ({ route: string } & Awaited<ReturnType<typeof lighthouse>>)[] = [];
  for (const route of routes) {
    const name = route.replace(/[0-9a-f-]{36}/, ':id');
    const report = `lighthouse-${name.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
    rows.push({ route: name, ...(await lighthouse(`${E2E.site}${route}`, path.join(out, report))) });
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
    `\nLighthouse 13, mobile defaults, ${E2E.viaGateway ? 'through the nginx gateway' : 'served directly'}:`,
  );
  console.table(rows.map((row) => ({ ...row, misses: misses(row).join(' ') || '-' })));
  writeFileSync(
    path.join(out, 'lighthouse.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        via: E2E.viaGateway ? 'gateway' : 'direct',
        targets: TARGETS,
        rows,
      },
      null,
      2,
    ),
  );
});
