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
