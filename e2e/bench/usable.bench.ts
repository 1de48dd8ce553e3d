import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Browser } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { auditedRoutes } from '../support/catalogue';
import { E2E, restartAppWith, restartFirstScreenWith, stopServer } from '../support/servers';

/** How many times each page is loaded in each way; its figures are the medians. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The target: a drawn page answers within this long of its largest paint. */
const INERT_TARGET_MS = 500;
/** Lighthouse's phone, throttled for real as Lighthouse's devtools method does (its simulation runs at full speed). */
const PHONE = throttling.mobileSlow4G;

interface Load {
  lcpMs: number;
  usableMs: number;
  scriptsInMs: number;
  scriptKiB: number;
  drawn: boolean;
}

/**
 * One cold load of `url` on Lighthouse's phone: when its largest paint came, when it answered a tap (the shell's
 * `fanhub:usable` mark, shell/src/first-screen/after-take-over.ts), and when the last script to arrive before that
 * arrived, with those scripts' bytes on the wire: from the paint to the scripts in the page waits for the link,
 * from there to usable for the processor.
 */
async function load(browser: Browser, url: string): Promise<Load> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile!;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.requestLatencyMs,
    downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(
    () =>
      new Promise<Omit<Load, 'drawn'>>((resolve) => {
        new PerformanceObserver((list) => {
          const usableMs = performance.getEntriesByName('fanhub:usable')[0]!.startTime;
          const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.responseEnd <= usableMs,
          );
          resolve({
            lcpMs: list.getEntries().at(-1)!.startTime,
            usableMs,
            scriptsInMs: Math.max(...scripts.map((entry) => entry.responseEnd)),
            scriptKiB: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return {
    lcpMs: Math.round(figures.lcpMs),
    usableMs: Math.round(figures.usableMs),
    scriptsInMs: Math.round(figures.scriptsInMs),
    scriptKiB: Math.round(figures.scriptKiB),
    drawn: response?.headers()['x-fanhub-first-screen'] === 'drawn',
  };
}

type Medians = Awaited<ReturnType<typeof medians>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The medians of `RUNS` cold loads of `url`. A load the first-screen server answered with the page the browser
 * draws (past its budget on this loaded machine) is counted apart: the drawn figures are those of the drawn loads.
 */
async function medians(browser: Browser, url: string, expectDrawn: boolean) {
  const loads: Load[] = [];
  for (let run = 1; run <= RUNS; run += 1) loads.push(await load(browser, url));
  const drawnLoads = loads.filter((one) => one.drawn);
  const counted = expectDrawn && drawnLoads.length > 0 ? drawnLoads : loads;
  return {
    lcpMs: median(counted.map((one) => one.lcpMs)),
    usableMs: median(counted.map((one) => one.usableMs)),
    inertMs: median(counted.map((one) => Math.max(0, one.usableMs - one.lcpMs))),
    scriptsInMs: median(counted.map((one) => one.scriptsInMs)),
    scriptKiB: median(counted.map((one) => one.scriptKiB)),
    drawn: `${drawnLoads.length}/${loads.length}`,
    noneDrawn: drawnLoads.length === 0,
  };
}

/** The anchor: the same build with every page drawn by the browser (FANHUB_FIRST_SCREEN=off), then back. */
async function browserDrawsEveryPage(): Promise<void> {
  if (E2E.viaGateway) await stopServer('first-screen');
  else await restartAppWith('shell', { FANHUB_FIRST_SCREEN: 'off' });
  // The gateway keeps a drawn page a second.
  await new Promise((resolve) => setTimeout(resolve, 2500));
}

/**
 * Prints, per route, when the page painted its largest picture and when it answered a tap on Lighthouse's phone,
 * drawn by the server and (the anchor, in the same run) by the browser alone, and writes them to
 * bench/results/usable.json. Figures only; no pass/fail threshold.
 */
test('usable: when each drawn page answers a tap, beside the browser drawing it alone', async ({
  browser,
  request,
}) => {
  test.setTimeout(RUNS * 20 * 60_000);
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = (await auditedRoutes(request)).filter(
    (route) => !only || only.some((word) => route.includes(word)),
  );
  const drawn: Medians[] = [];
  for (const route of routes) drawn.push(await medians(browser, `${E2E.site}${route}`, true));
  await browserDrawsEveryPage();
  const alone: Medians[] = [];
  try {
    for (const route of routes) alone.push(await medians(browser, `${E2E.site}${route}`, false));
  } finally {
    await restartFirstScreenWith();
  }
  const rows = routes.map((route, at) => {
    const server = drawn[at]!;
    const browserAlone = alone[at]!;
    const misses = [
      server.noneDrawn && 'not drawn',
      server.inertMs > INERT_TARGET_MS && 'inert',
      server.usableMs > browserAlone.usableMs && 'later than the anchor',
    ].filter(Boolean);
    return {
      route: route.replace(/[0-9a-f-]{36}/, ':id'),
      drawn: server.drawn,
      lcpMs: server.lcpMs,
      usableMs: server.usableMs,
      inertMs: server.inertMs,
      scriptsInMs: server.scriptsInMs,
      scriptKiB: server.scriptKiB,
      anchorLcpMs: browserAlone.lcpMs,
      anchorUsableMs: browserAlone.usableMs,
      misses: misses.join(', ') || '-',
    };
  });
  console.log(
    `\nUsable on Lighthouse's phone (slow 4G and a 4x slower processor, applied for real), ${E2E.viaGateway ? 'through the nginx gateway' : 'served directly'}, the median of ${RUNS} cold loads (of those drawn: see 'drawn'); scriptsInMs: when the last script to arrive before usable arrived, scriptKiB: those scripts on the wire; anchor: the same build, every page drawn by the browser:`,
  );
  console.table(rows);
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'usable.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), via: E2E.viaGateway ? 'gateway' : 'direct', runs: RUNS, rows },
      null,
      2,
    ),
  );
});
