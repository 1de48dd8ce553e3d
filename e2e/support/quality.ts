import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The number a figure on the page shows, digits only (`1.250 Koin` -> 1250). */
export const numberIn = async (page: Page, testId: string): Promise<number> =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

/** A figure as the page shows it (`1250` -> `1.250`). */
export const shown = (value: number) => new Intl.NumberFormat('id-ID').format(value);

/** axe-core on the whole page: fails on any serious or critical violation, naming each with its targets. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Waits until a dialog has faded in: axe measures contrast as drawn, and a fading dialog is half drawn. */
export async function expectDialogSettled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((paper) => getComputedStyle(paper.parentElement!).opacity))
    .toBe('1');
  // A form with the anti-bot check enables its button once the check is solved, then fades its colour in.
  const check = dialog.getByTestId('proof-of-work');
  if ((await check.count()) > 0)
    await expect(check).toContainText('Terverifikasi / Verified', { timeout: 20_000 });
  await dialog.evaluate((paper) =>
    Promise.all(
      paper
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Nothing wider than the viewport: no sideways scrolling on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
