import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, supervise, waitUntil, type Supervised } from '@fanhub/testkit';
import { Key, remote } from 'webdriverio';
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
import type { FansNetwork } from './network';

/** Debian's WebKitGTK driver and its MiniBrowser (package webkit2gtk-driver). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const miniBrowser = () =>
  readdirSync('/usr/lib')
    .map((architecture) => `/usr/lib/${architecture}/webkit2gtk-4.1/MiniBrowser`)
    .find((binary) => existsSync(binary));

const KEYS = { Backspace: Key.Backspace, End: Key.End, Tab: Key.Tab, Escape: Key.Escape } as const;

/** A display of its own under Xvfb (MiniBrowser draws in a real window): a number no other X server holds. */
async function virtualDisplay(logDir: string): Promise<{ display: string; server: Supervised }> {
  for (;;) {
    const number = 100 + Math.floor(Math.random() * 400);
    if (existsSync(`/tmp/.X${number}-lock`)) continue;
    // No key repeat: under load a key's press and release can be half a second apart, and the display would
    // repeat the key (a password typed with a letter too many).
    const server = supervise(
      'Xvfb',
      [`:${number}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-ardelay', '3600000'],
      {
        log: path.join(logDir, 'xvfb.log'),
      },
    );
    if (await waitUntil(async () => existsSync(`/tmp/.X11-unix/X${number}`), { seconds: 10 }))
      return { display: `:${number}`, server };
    await server.stop('SIGKILL');
  }
}

/**
 * A GTK configuration (under `dir`) whose theme shrinks MiniBrowser's toolbar to next to nothing: its buttons and
 * address field would hold the window at 447 px at least, and a phone's page is 375 px wide.
 */
function narrowToolbar(dir: string): string {
  mkdirSync(path.join(dir, 'gtk-3.0'));
  writeFileSync(
    path.join(dir, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; ' +
      '-gtk-icon-transform: scale(0.25); }\n',
  );
  return dir;
}

/**
 * WebKitGTK's MiniBrowser in a window of `size` on a virtual display, driven by WebdriverIO over classic
 * WebDriver through Debian's WebKitWebDriver (ADR-291).
 */
export async function openWebKit(
  site: string,
  size: { width: number; height: number },
  network: FansNetwork,
): Promise<FanBrowser> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'fanhub-webkit-'));
  const { display, server: xvfb } = await virtualDisplay(logDir);
  const port = await freePort();
  const driver = await startServer('webkit-webdriver', {
    command: WEBKIT_DRIVER,
    args: [`--port=${port}`],
    port,
    readyPath: '/status',
    logDir,
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: narrowToolbar(logDir) },
  }).catch(async (error: unknown) => {
    await xvfb.stop();
    throw error;
  });
  const stopAll = async () => {
    await driver.stop();
    await xvfb.stop();
  };
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'warn',
    capabilities: {
      browserName: 'MiniBrowser',
      'webkit2gtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
      // WebKitWebDriver speaks classic WebDriver; WebdriverIO would ask it for BiDi first.
      'wdio:enforceWebDriverClassic': true,
      // Every request through the fan's network (network.ts), the site on localhost included.
      proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${network.port}`, noProxy: [] },
    } as WebdriverIO.Capabilities,
  }).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  await browser.setWindowSize(size.width, size.height);
  const engine = 'webkit';

  const find = async (role: Role, name: Name, within?: Name) => {
    let reference: unknown = null;
    await waitFor(
      { engine },
      `the ${role} "${String(name)}"${within ? ` in "${String(within)}"` : ''}`,
      async () => {
        reference = await browser.execute(
          `return (${FIND_IN_PAGE})(arguments[0], arguments[1], arguments[2]);`,
          role,
          nameInPage(name),
          within ? nameInPage(within) : null,
        );
        return reference !== null;
      },
      SHOWS_WITHIN_MS,
      () => browser.execute(`return (${DIALOGS_IN_PAGE})();`),
    );
    return browser.$(reference as WebdriverIO.Element);
  };

  return {
    engine,
    network,
    open: async (address) => {
      await browser.url(new URL(address, site).href);
    },
    click: async (role, name, within) => (await find(role, name, within)).click(),
    clickSelector: async (selector) => {
      const element = browser.$(selector);
      await element.waitForDisplayed({ timeout: SHOWS_WITHIN_MS });
      await element.click();
    },
    type: async (name, text, within) => {
      const field = await find('textbox', name, within);
      await field.click();
      await browser.keys(Key.End);
      // The element's own Send Keys: typed through key actions, a loaded machine now and then typed a key twice.
      if (text) await field.addValue(text);
    },
    press: (key) => browser.keys(KEYS[key]),
    inFrame: async (title, steps) => {
      const frame = browser.$(`iframe[title="${title}"]`);
      await frame.waitForExist({ timeout: SHOWS_WITHIN_MS });
      await browser.switchFrame(await frame);
      try {
        await steps();
      } finally {
        await browser.switchFrame(null);
      }
    },
    evaluate: <T>(script: string, ...args: unknown[]) =>
      browser.execute(`return (${script}).apply(null, arguments);`, ...args) as Promise<T>,
    screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      await stopAll();
    },
  };
}
