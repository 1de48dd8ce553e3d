import type { Fan } from '@fanhub/testkit';
import { test } from '@playwright/test';
import { E2E } from '../servers';
import type { FanBrowser } from './fan-browser';
import { JOURNEYS, journeyFan, SCREENS } from './journeys';
import { fansNetwork, type FansNetwork } from './network';

/**
 * The fans' core journeys in one engine, on a phone and a laptop: a browser and a fan for each screen, the journeys
 * in order (a journey after a failed one is not walked: it would start signed out). Titles name the engine.
 */
export function walkTheJourneys(
  engine: string,
  open: (site: string, size: { width: number; height: number }, network: FansNetwork) => Promise<FanBrowser>,
): void {
  for (const screen of SCREENS)
    test.describe(`${engine}, ${screen.name}`, () => {
      test.describe.configure({ mode: 'serial' });
      let browser: FanBrowser | undefined;
      let network: FansNetwork | undefined;
      let fan: Fan;
      test.beforeAll(async () => {
        fan = await journeyFan();
        network = await fansNetwork();
        browser = await open(E2E.site, screen, network);
        await browser.open('/');
        const width = await browser.evaluate<number>(`() => window.innerWidth`);
        if (width !== screen.width)
          throw new Error(
            `[${engine}] the page is ${width} px wide, not the ${screen.name}'s ${screen.width}`,
          );
      });
      test.afterEach(async () => {
        const testInfo = test.info();
        if (browser && testInfo.status !== testInfo.expectedStatus)
          await testInfo.attach(`${engine}-screen.png`, {
            body: await browser.screenshot(),
            contentType: 'image/png',
          });
      });
      test.afterAll(async () => {
        await browser?.close();
        await network?.close();
      });
      for (const journey of JOURNEYS)
        test(journey.title, async ({ request }) => journey.walk(browser!, fan, request));
    });
}
