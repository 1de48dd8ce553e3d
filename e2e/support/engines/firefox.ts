import puppeteer, { type ElementHandle, type Frame } from 'puppeteer-core';
import type { FansNetwork } from './network';
import {
  DIALOGS_IN_PAGE,
  FIND_IN_PAGE,
  nameInPage,
  SHOWS_WITHIN_MS,
  waitFor,
  type FanBrowser,
  type Name,
  type Role,
} from './fan-browser';

/** Debian's Firefox ESR (the runner never downloads a browser). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A page's call of `script` with `args`, as an expression (a function's source does not cross otherwise). */
const callOf = (script: string, args: unknown[]) =>
  `(${script})(${args.map((arg) => JSON.stringify(arg ?? null)).join(', ')})`;

/**
 * Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (no geckodriver: Debian has none and the
 * network offers no download), its page `size` wide and high.
 */
export async function openFirefox(
  site: string,
  size: { width: number; height: number },
  network: FansNetwork,
): Promise<FanBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // This closed network answers no outside host: nothing of Firefox's own asks.
    extraPrefsFirefox: {
      // Scrollbars over the page, as on phones and most laptops, not beside it.
      'ui.useOverlayScrollbars': 1,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // Every request through the fan's network (network.ts), the site on localhost included.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': network.port,
      'network.proxy.allow_hijacking_localhost': true,
      'network.proxy.no_proxies_on': '',
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(size);
  const engine = 'firefox';
  // Where controls are found and scripts run: the page, or the frame a journey stepped into (inFrame).
  let frame: Frame = page.mainFrame();

  const find = async (role: Role, name: Name, within?: Name): Promise<ElementHandle<Element>> => {
    let element: ElementHandle<Element> | null = null;
    await waitFor(
      { engine },
      `the ${role} "${String(name)}"${within ? ` in "${String(within)}"` : ''}`,
      async () => {
        const found = await frame.evaluateHandle(
          callOf(FIND_IN_PAGE, [role, nameInPage(name), within ? nameInPage(within) : null]),
        );
        element = found.asElement() as ElementHandle<Element> | null;
        if (!element) await found.dispose();
        return element !== null;
      },
      SHOWS_WITHIN_MS,
      () => frame.evaluate(callOf(DIALOGS_IN_PAGE, [])) as Promise<string>,
    );
    return element!;
  };

  return {
    engine,
    network,
    open: async (path) => {
      await page.goto(new URL(path, site).href, { waitUntil: 'load' });
    },
    click: async (role, name, within) => (await find(role, name, within)).click(),
    clickSelector: async (selector) => {
      await waitFor({ engine }, selector, async () => (await frame.$(selector)) !== null);
      await frame.click(selector);
    },
    type: async (name, text, within) => {
      await (await find('textbox', name, within)).click();
      await page.keyboard.press('End');
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    inFrame: async (title, steps) => {
      const selector = `iframe[title="${title}"]`;
      let child: Frame | null = null;
      await waitFor({ engine }, `the frame "${title}"`, async () => {
        child = (await (await frame.$(selector))?.contentFrame()) ?? null;
        return child !== null;
      });
      const outer = frame;
      frame = child!;
      try {
        await steps();
      } finally {
        frame = outer;
      }
    },
    evaluate: <T>(script: string, ...args: unknown[]) => frame.evaluate(callOf(script, args)) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
}
