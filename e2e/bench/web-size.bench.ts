import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { remoteBaseOf, REMOTE_APPS } from '../support/servers';

/** Lighthouse's phone: what the first screen is. */
const PHONE = { width: 412, height: 823 };
/** The app a script belongs to: the remote it was loaded from, else the shell. */
const appOf = (url: string) =>
  REMOTE_APPS.find((remote) => url.startsWith(`${remoteBaseOf(remote)}/`)) ?? 'shell';

/**
 * Prints, per app, how much JavaScript (gzip) the home page downloads before a fan can use it: until its first
 * screen (on a phone) has rendered, Fans Pick's section included, and the network is idle, without scrolling
 * (what is below loads when the fan scrolls near it). Figures only; no pass/fail threshold.
 */
test('home page JavaScript per app (gzip)', async ({ page }) => {
  const scripts: Promise<{ app: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then((body) => ({
        app: appOf(response.url()),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByTestId('home-section-fanspick').getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const byApp = new Map<string, { files: number; raw: number; gzip: number }>();
  for (const script of await Promise.all(scripts)) {
    const { app } = script;
    const total = byApp.get(app) ?? { files: 0, raw: 0, gzip: 0 };
    byApp.set(app, { files: total.files + 1, raw: total.raw + script.raw, gzip: total.gzip + script.gzip });
  }
  const rows = [...byApp.entries()].map(([app, t]) => ({
    app,
    files: t.files,
    rawKiB: kib(t.raw),
    gzipKiB: kib(t.gzip),
  }));
  const total = rows.reduce((sum, row) => sum + row.gzipKiB, 0);
  console.log('\nJavaScript downloaded before the home page is interactive:');
  console.table(rows);
  console.log(`total: ${total.toFixed(1)} KiB gzip\n`);
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'web-size.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), rows, totalGzipKiB: total }, null, 2),
  );
});

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
