import { expect, type Locator, type Page } from '@playwright/test';

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

/** Waits until the three remote sections of the home page have rendered their headings. */
export async function expectHomeSections(page: Page): Promise<void> {
  for (const section of ['fanspick', 'fanfunding', 'events']) {
    await expect(
      page.getByTestId(`home-section-${section}`).getByRole('heading', { level: 2 }),
    ).toBeVisible();
  }
}
