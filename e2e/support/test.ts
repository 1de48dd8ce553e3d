import { expect, test as base, type Browser, type Page } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __fanhubCspViolation?: (report: string) => void;
  }
}

/** Waits until a page the server drew is running (hydrated); any other page is at once. */
export async function untilReady(page: Page): Promise<void> {
  if (await page.evaluate(() => document.getElementById('fanhub-first-screen') !== null)) {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  }
}

/**
 * A page the server drew shows before its scripts run, and a click there before React takes it over is lost, as it
 * would be for a fan: a test's `goto` and `reload` wait until the shell marks the page ready (shell/src/app/app.tsx).
 * A page of a remote served alone (its standalone harness) has no such mark and needs no wait.
 */
function waitForReadyPages(page: Page): void {
  const ready = async <T>(navigation: Promise<T>) => {
    const response = await navigation;
    await untilReady(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => ready(goto(url, options));
  page.reload = (options) => ready(reload(options));
}

/**
 * The suite's `test`: every page, frame and tab it opens reports Content-Security-Policy violations, and a test
 * fails on any it did not expect (one that provokes a violation takes them from `cspViolations` and checks them).
 * Its pages wait for a server-drawn page to be ready on `goto` and `reload`.
 */
export const test = base.extend<{ cspViolations: string[] }, { browser: Browser }>({
  page: async ({ page }, use) => {
    waitForReadyPages(page);
    await use(page);
  },
  // Pages a test opens itself (a second fan, a watcher) wait the same way, unless their JavaScript is off.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', waitForReadyPages);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitForReadyPages(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__fanhubCspViolation', (report: string) => void violations.push(report));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__fanhubCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.href}`,
          ),
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
