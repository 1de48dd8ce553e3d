import type { Page } from '@playwright/test';
import { apiMetricTotal } from '../support/api-metrics';
import { expectHomeSections, scrollToTheEnd } from '../support/lists';
import { restartApp, stopServer } from '../support/servers';
import { newStaff, signInToStudio, studioAdmin } from '../support/staff';
import { expect, test } from '../support/test';

/** Leaving the page hides it: web-vitals settles what it measured and the page sends its one beacon. */
const leave = (page: Page) => page.goto('about:blank');

test("a page view sends its own Web Vitals: the API's metrics show them for its route, the studio their p75", async ({
  page,
}) => {
  const counted = (name: string) => apiMetricTotal(name, { route: '/' });
  const before = {
    lcp: await counted('fanhub_web_vitals_lcp_seconds'),
    cls: await counted('fanhub_web_vitals_cls_score'),
    ttfb: await counted('fanhub_web_vitals_ttfb_seconds'),
    usable: await counted('fanhub_web_vitals_usable_seconds'),
    inert: await counted('fanhub_web_vitals_inert_seconds'),
    loads: await apiMetricTotal('fanhub_remote_load_duration_seconds', { remote: 'mfe_fanspick' }),
  };
  await page.goto('/');
  await expectHomeSections(page);
  // The page measures its vitals once the browser is idle: a fan who stays until then.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'measuring');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.keyboard.press('Escape');
  await leave(page);

  // LCP, CLS and TTFB of the landing route reached the API (the report's schema admits nothing else).
  await expect.poll(() => counted('fanhub_web_vitals_lcp_seconds')).toBe(before.lcp + 1);
  expect(await counted('fanhub_web_vitals_cls_score')).toBe(before.cls + 1);
  expect(await counted('fanhub_web_vitals_ttfb_seconds')).toBe(before.ttfb + 1);
  // When the page answered, and how long after its largest paint.
  expect(await counted('fanhub_web_vitals_usable_seconds')).toBe(before.usable + 1);
  expect(await counted('fanhub_web_vitals_inert_seconds')).toBe(before.inert + 1);
  expect(
    await apiMetricTotal('fanhub_remote_load_duration_seconds', { remote: 'mfe_fanspick' }),
  ).toBeGreaterThan(before.loads);

  // Staff see each route's 75th percentile, coloured by Google's thresholds.
  await signInToStudio(page, await newStaff(await studioAdmin(), 'viewer', 'Viewer Vitals'));
  await page.getByRole('menuitem', { name: "Web Vitals fans / Fans' Web Vitals" }).click();
  const home = page
    .getByTestId('web-vitals')
    .getByRole('row')
    .filter({ hasText: /^\/\s*\d/ });
  await expect(home).toHaveCount(1);
  await expect(home).toContainText(/\d ms/);
  await expect(page.getByTestId('web-vitals').getByRole('columnheader')).toContainText([
    'Bisa dipakai / Usable p75',
    'Diam setelah LCP / Inert after LCP p75',
  ]);
});

test.describe('a remote that fails to load for fans', () => {
  test.afterEach(() => restartApp('mfe-events'));

  test('is counted by the API, with its build', async ({ page }) => {
    const failures = () => apiMetricTotal('fanhub_remote_load_failures_total', { remote: 'mfe_events' });
    const before = await failures();
    await stopServer('mfe-events');
    await page.goto('/');
    await scrollToTheEnd(page);
    await expect(page.getByTestId('home-section-events').getByTestId('remote-fallback')).toBeVisible();
    await leave(page);
    await expect.poll(failures).toBe(before + 1);
  });
});
