import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `pnpm bench:web`: the same composed production site as the e2e suite, measured instead of tested. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  reporter: 'list',
  retries: 0,
  // One project, one page at a time: the suite's projects name the spec files they run.
  projects: [{ name: 'bench' }],
  workers: 1,
});
