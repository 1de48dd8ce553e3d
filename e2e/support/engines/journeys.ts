import { coinsOf, fanWithCoins, type Fan } from '@fanhub/testkit';
import type { APIRequestContext } from '@playwright/test';
import { activeCampaign, awardProject, openEvents, pricePackage } from '../catalogue';
import { SUPPORT_BUTTON } from '../fans';
import { siteApi } from '../servers';
import { waitFor, type FanBrowser } from './fan-browser';

/** The two screens every journey runs on: a 375 px phone and a laptop. */
export const SCREENS = [
  { name: 'phone 375 px', width: 375, height: 812 },
  { name: 'desktop 1280 px', width: 1280, height: 800 },
] as const;

export interface Journey {
  title: string;
  walk(browser: FanBrowser, fan: Fan, request: APIRequestContext): Promise<void>;
}

/** The page's text, whitespace folded. */
const pageText = (browser: FanBrowser) =>
  browser.evaluate<string>(`() => document.body.innerText.replace(/\\s+/g, ' ')`);

const shows = (browser: FanBrowser, text: string) =>
  waitFor(browser, `"${text}" on the page`, async () => (await pageText(browser)).includes(text));

/** The text of the first element with this test id ('' when there is none). */
const testIdText = (browser: FanBrowser, id: string) =>
  browser.evaluate<string>(
    `(id) => document.querySelector('[data-testid="' + id + '"]')?.textContent?.trim() ?? ''`,
    id,
  );

const balanceShows = (browser: FanBrowser, coins: number) =>
  waitFor(
    browser,
    `the top bar's balance ${coins}`,
    async () => (await testIdText(browser, 'coin-balance')) === String(coins),
  );

/** No part of the page is wider than the screen (a phone scrolls down, never sideways). */
async function fitsTheScreen(browser: FanBrowser): Promise<void> {
  const widths = await browser.evaluate<{ page: number; screen: number }>(
    `() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth })`,
  );
  if (widths.page > widths.screen)
    throw new Error(`[${browser.engine}] the page is ${widths.page} px wide on a ${widths.screen} px screen`);
}

/** The sandbox payment's frame (the API's stand-in for Midtrans Snap). */
const SANDBOX_PAYMENT = 'fanhub sandbox payment';

const OFFLINE_BANNER =
  'Kamu sedang offline: yang tampil adalah versi terakhir yang kamu buka / You are offline: what shows is the last version you opened';

/** Deletes what the amount field holds a key at a time, as a fan does, and types `amount`. */
async function typeAmount(browser: FanBrowser, dialog: string, amount: number): Promise<void> {
  await browser.type('Koin', '', dialog);
  for (let key = 0; key < 4; key += 1) await browser.press('Backspace');
  await browser.type('Koin', String(amount), dialog);
}

/** The fans' core journeys (issue 72), in the order a new fan meets them; each starts from a page it opens. */
export const JOURNEYS: Journey[] = [
  {
    title: 'home shows every section from its remote, loaded at runtime',
    walk: async (browser) => {
      await browser.open('/');
      for (const section of ['fanspick', 'fanfunding', 'events'])
        await waitFor(browser, `the ${section} section drawn by its remote`, async () => {
          // The later sections load as the fan nears them.
          await browser.evaluate(`() => window.scrollBy(0, window.innerHeight)`);
          const shown = await browser.evaluate<{ answers: boolean; fallback: string | null }>(
            `(id) => {
              const section = document.querySelector('[data-testid="home-section-' + id + '"]');
              return {
                answers: section?.querySelector('[data-remote][data-answers="true"] h2') != null,
                fallback: section?.querySelector('[data-testid="remote-fallback"]')?.textContent ?? null,
              };
            }`,
            section,
          );
          if (shown.fallback) throw new Error(`[${browser.engine}] ${shown.fallback}`);
          return shown.answers;
        });
      await fitsTheScreen(browser);
    },
  },
  {
    title: 'signs in through the login dialog',
    walk: async (browser, fan) => {
      await browser.open('/');
      await browser.clickSelector('[data-testid="coin-balance"]');
      await browser.type('Email', fan.email, 'Masuk / Sign In');
      await browser.type('Password', fan.password, 'Masuk / Sign In');
      await browser.click('button', 'Masuk / Sign In', 'Masuk / Sign In');
      // The top bar's balance, not the toast that says so for a few seconds only.
      await balanceShows(browser, await coinsOf(siteApi, fan));
    },
  },
  {
    title: 'tops up through the sandbox payment and finds it in the member area',
    walk: async (browser, fan, request) => {
      const pack = await pricePackage(request, 'Paket Fan');
      const coins = await coinsOf(siteApi, fan);
      await browser.open('/');
      await browser.clickSelector('[data-testid="coin-balance"]');
      await browser.click('button', /^Paket Fan/, 'Koin Kamu / Your Coins');
      await browser.inFrame(SANDBOX_PAYMENT, () =>
        browser.click('button', 'Setujui pembayaran / Approve payment'),
      );
      await shows(browser, 'Pembayaran berhasil! / Payment successful!');
      await balanceShows(browser, coins + pack.coin);
      await browser.open('/member-area/koin');
      await waitFor(
        browser,
        `the coin statement opening with +${pack.coin}, balance ${coins + pack.coin}`,
        async () => {
          const newest = await browser.evaluate<string[]>(
            `() => ['statement-amount', 'statement-balance'].map((id) =>
               document.querySelector('[data-testid="statement-row"] [data-testid="' + id + '"]')?.textContent ?? '')`,
          );
          return newest[0] === `+${pack.coin}` && newest[1] === `Saldo / Balance ${coins + pack.coin}`;
        },
      );
      await fitsTheScreen(browser);
    },
  },
  {
    title: 'opens the menu and closes it with Escape',
    walk: async (browser) => {
      await browser.open('/');
      await browser.click('button', /^Menu/);
      await browser.click('button', 'Bahasa / Language');
      await browser.click('button', /Bahasa Indonesia/, 'Bahasa / Language');
      await browser.press('Escape');
      await waitFor(browser, 'the language dialog closed', async () =>
        browser.evaluate<boolean>(`() => !document.querySelector('[role="dialog"]')`),
      );
    },
  },
  {
    title: 'clears the amount, types 7 and votes 7 coins',
    walk: async (browser, fan, request) => {
      const project = await awardProject(request, 'Koreografi');
      const coins = await coinsOf(siteApi, fan);
      await browser.open(`/fanspick/project/${project._id}`);
      await browser.click('button', 'Vote');
      await typeAmount(browser, 'Vote', 7);
      await waitFor(
        browser,
        'the total of 7 Koin',
        async () => (await testIdText(browser, 'vote-total')) === '7 Koin',
      );
      await browser.click('button', 'Vote 7 Koin', 'Vote');
      await shows(browser, 'Vote Berhasil! / Vote Successful! 7 Koin');
      await balanceShows(browser, coins - 7);
      if ((await coinsOf(siteApi, fan)) !== coins - 7)
        throw new Error(`[${browser.engine}] the vote did not take 7 coins`);
      await fitsTheScreen(browser);
    },
  },
  {
    title: 'supports a campaign with 5 coins and closes the thanks',
    walk: async (browser, fan, request) => {
      const campaign = await activeCampaign(request);
      const coins = await coinsOf(siteApi, fan);
      await browser.open(`/fanfunding/${campaign._id}`);
      await browser.click('button', SUPPORT_BUTTON);
      await typeAmount(browser, 'Support', 5);
      await browser.click('button', 'Support 5 Koin', 'Support');
      await browser.click('button', 'Tutup / Close', 'Terima kasih! / Thank you!');
      await balanceShows(browser, coins - 5);
      if ((await coinsOf(siteApi, fan)) !== coins - 5)
        throw new Error(`[${browser.engine}] the support did not take 5 coins`);
    },
  },
  {
    title: 'signs up for a free event and finds its ticket in the member area',
    walk: async (browser, _fan, request) => {
      // Not the first two open free events: the events and tickets specs count those.
      const event = (await openEvents(request, 'free'))[2]!;
      await browser.open(`/event/${event._id}`);
      await browser.click('button', 'Daftar / Sign Up');
      await waitFor(
        browser,
        'the event saying the fan is signed up',
        async () => (await testIdText(browser, 'signed-up')) !== '',
      );
      await browser.open('/member-area/tiket');
      await waitFor(browser, `a ticket for ${event.title} with its QR code`, async () =>
        browser.evaluate<boolean>(
          `(title) => [...document.querySelectorAll('[data-testid="ticket"]')].some((ticket) =>
             ticket.textContent.includes(title) && ticket.querySelector('[data-secret]'))`,
          event.title,
        ),
      );
      await fitsTheScreen(browser);
    },
  },
  {
    title:
      'offline, a page seen before shows from the service worker and says so; one never seen says it is offline',
    walk: async (browser) => {
      await browser.open('/fanspick');
      // It installs once the page is taken over and the browser is idle (ADR-227): the page is left to get there.
      await waitFor(browser, 'the service worker active', async () =>
        browser.evaluate<boolean>(
          `() => navigator.serviceWorker.getRegistration().then((found) => found?.active?.state === 'activated')`,
        ),
      );
      await browser.open('/fanspick');
      await waitFor(browser, 'the service worker controlling the page', async () =>
        browser.evaluate<boolean>(
          `() => navigator.serviceWorker.controller?.scriptURL.endsWith('/service-worker.js') ?? false`,
        ),
      );
      const firstVoting = () =>
        browser.evaluate<string>(
          `() => document.querySelector('[data-testid="voting-card"]')?.textContent?.slice(0, 20) ?? ''`,
        );
      let voting = '';
      await waitFor(browser, 'a voting card', async () => (voting = await firstVoting()) !== '');
      await browser.network.cut();
      try {
        await browser.open('/fanspick');
        await waitFor(
          browser,
          `"${voting}" shown from the service worker`,
          async () => (await firstVoting()) === voting,
        );
        // The device still believes it is online: the service worker tells the page the network answers nothing.
        await waitFor(
          browser,
          'the offline banner',
          async () => (await testIdText(browser, 'offline-banner')) === OFFLINE_BANNER,
        );
        await browser.open('/event/00000000-0000-4000-8000-000000000000');
        await waitFor(browser, 'the offline page', async () =>
          (await testIdText(browser, 'offline-page')).includes('Kamu sedang offline / You are offline'),
        );
      } finally {
        await browser.network.restore();
      }
      // Back online, the same address reaches the site again.
      await browser.open('/event/00000000-0000-4000-8000-000000000000');
      await waitFor(browser, 'the site, not the offline page', async () =>
        browser.evaluate<boolean>(
          `() => !document.querySelector('[data-testid="offline-page"], [data-testid="offline-banner"]') &&
             document.querySelector('[data-testid="coin-balance"]') !== null`,
        ),
      );
    },
  },
];

/** A fan of the journeys: registered with coins through the sandbox payment, as the Chromium specs' fans are. */
export const journeyFan = () => fanWithCoins(siteApi, { title: 'Paket Fan' });
