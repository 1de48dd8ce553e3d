import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';
import { E2E } from './support/servers';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: E2E.viaGateway ? './test-results/gateway' : './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
