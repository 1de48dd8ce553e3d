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
  'installable',
  'observability',
];

export default defineConfig({
  testDir: './tests',
  ...(process.env.E2E_SPECS === 'serving'
    ? { testMatch: SERVING_SPECS.map((spec) => `**/${spec}.spec.ts`) }
    : {}),
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: E2E.viaGateway ? './test-results/gateway' : './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A failure in CI runs once more; one that then passes is named as flaky in npm test's summary (ADR-229).
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: E2E.viaGateway ? 'playwright-report/gateway' : 'playwright-report' },
    ],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: E2E.site,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // A service worker answers requests that page.route() then never sees; the suites about the installed app
    // allow it (Playwright's documented way: https://playwright.dev/docs/service-workers-experimental).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
