import { expect, type Locator, type Page } from '@playwright/test';
import { untilReady } from './test';

/** Presses the list's load-more button until it is gone, waiting for each page to add cards. */
export async function loadEveryPage(page: Page, cards: Locator, buttonName: string): Promise<void> {
  const more = page.getByRole('button', { name: buttonName });
  while (await more.isVisible()) {
    const shown = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
}

/**
 * Presses a filter chip and checks the list then shows exactly the `count` cards whose `attribute` is `value`
 * (loading every page first when the list has a load-more button).
 */
export async function expectChipShowsOnly(
  page: Page,
  cards: Locator,
  filter: { chip: string; attribute: string; value: string; count: number; loadMore?: string },
): Promise<void> {
  await page.getByRole('button', { name: filter.chip, exact: true }).click();
  await expect(cards.first()).toHaveAttribute(filter.attribute, filter.value);
  if (filter.loadMore) await loadEveryPage(page, cards, filter.loadMore);
  const values = await attributeOfEach(cards, filter.attribute);
  expect(new Set(values)).toEqual(new Set([filter.value]));
  expect(values).toHaveLength(filter.count);
}

/** The value of `attribute` on every card, in order. */
export const attributeOfEach = (cards: Locator, attribute: string): Promise<(string | null)[]> =>
  cards.evaluateAll((all, name) => all.map((card) => card.getAttribute(name)), attribute);

/**
 * Scrolls to each of the three remote sections of the home page, as a fan does (those below the first screen
 * load when the fan comes near them), and waits until each has rendered its heading.
 */
export async function expectHomeSections(page: Page): Promise<void> {
  for (const section of ['fanspick', 'fanfunding', 'events']) {
    const place = page.getByTestId(`home-section-${section}`);
    await place.scrollIntoViewIfNeeded();
    await expect(place.getByRole('heading', { level: 2 })).toBeVisible();
  }
}

/**
 * Scrolls down the page half a screen at a time to its end, as a fan reading all of it does, so that every part
 * that loads when the fan comes near it (home sections, MVPs, news) has started loading, and waits for the
 * remote sections among them. Two frames between steps let the page see each part pass.
 */
export async function scrollToTheEnd(page: Page): Promise<void> {
  // Until the shell has rendered, the page is one empty screen: already "at its end"; a page the server drew
  // loads its lower sections once it runs.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await untilReady(page);
  for (let step = 0; step < 60; step += 1) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  await expect(page.getByTestId('remote-loading')).toHaveCount(0);
}
