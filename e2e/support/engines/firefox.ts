import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { FIND_IN_PAGE, nameInPage, waitFor, type FanBrowser, type Name, type Role } from './fan-browser';

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
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(size);
  const engine = 'firefox';

  const find = async (role: Role, name: Name, within?: Name): Promise<ElementHandle<Element>> => {
    let element: ElementHandle<Element> | null = null;
    await waitFor(
      { engine },
      `the ${role} "${String(name)}"${within ? ` in "${String(within)}"` : ''}`,
      async () => {
        const found = await page.evaluateHandle(
          callOf(FIND_IN_PAGE, [role, nameInPage(name), within ? nameInPage(within) : null]),
        );
        element = found.asElement() as ElementHandle<Element> | null;
        if (!element) await found.dispose();
        return element !== null;
      },
    );
    return element!;
  };

  return {
    engine,
    open: async (path) => {
      await page.goto(new URL(path, site).href, { waitUntil: 'load' });
    },
    click: async (role, name, within) => (await find(role, name, within)).click(),
    clickSelector: async (selector) => {
      await waitFor({ engine }, selector, async () => (await page.$(selector)) !== null);
      await page.click(selector);
    },
    type: async (name, text, within) => {
      await (await find('textbox', name, within)).click();
      await page.keyboard.press('End');
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    evaluate: <T>(script: string, ...args: unknown[]) => page.evaluate(callOf(script, args)) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
}
