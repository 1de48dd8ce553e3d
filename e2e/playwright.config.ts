import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';
import { E2E } from './support/servers';

/**
 * The specs about how the site is served: headers and encodings, remotes on their own origins or behind the
 * gateway, a stopped remote, the drawn first screen, the service worker, the beacons. `npm test` runs every spec
 * through the gateway (production's topology) and, with E2E_SPECS=serving, these alone once more each app on its
 * own origin (`npm start`'s), as only they can answer differently there (docs/testing.md).
 */
const SERVING_SPECS = [
  'deployment',
  'federation',
  'resilience',
  'first-screen',
  'first-screen-html',
  'first-screen-every-route',
  'installable',
  'observability',
  'npm-start',
];

/**
 * The specs that stop, restart or re-release a server every spec shares, that compare the page the server drew
 * with what the browser shows, or that publish from the studio what fans' specs count (votings, events, banners):
 * they run one at a time once the others are done. The others run side by side (docs/testing.md).
 */
const ONE_AT_A_TIME = [
  'deployment',
  'first-screen',
  'first-screen-html',
  'observability',
  'resilience',
  'studio',
  'studio-fair-play',
];

const onlySpecs = process.env.E2E_SPECS === 'serving' ? SERVING_SPECS : undefined;
const filesOf = (specs: string[]) => specs.map((spec) => `**/${spec}.spec.ts`);
const browser = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // A folder each: Playwright empties its folders when it starts, and the second run must not erase the first's.
  outputDir: `./test-results/${E2E.viaGateway ? 'gateway' : 'direct'}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers at once: the two cores of the machine kind CI runs on (the servers wait on them half the time).
  workers: 2,
  // A failure in CI runs once more; one that then passes is named as flaky in npm test's summary (ADR-229).
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report/${E2E.viaGateway ? 'gateway' : 'direct'}` }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: E2E.site,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: every action's page (DOM snapshots), network and console. Without the
    // trace's screencast, whose frames two browsers at once spent a good part of the two cores encoding.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A service worker answers requests that page.route() then never sees; the suites about the installed app
    // allow it (Playwright's documented way: https://playwright.dev/docs/service-workers-experimental).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'side by side',
      testMatch: filesOf(onlySpecs ?? ['*']),
      testIgnore: filesOf(ONE_AT_A_TIME),
      use: browser,
    },
    {
      name: 'one at a time',
      testMatch: filesOf(ONE_AT_A_TIME.filter((spec) => !onlySpecs || onlySpecs.includes(spec))),
      workers: 1,
      dependencies: ['side by side'],
      use: browser,
    },
  ],
});
