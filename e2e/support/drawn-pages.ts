import type { Page, Response } from '@playwright/test';
import { expect } from './test';

/** The first-screen server's word on each page: drawn, not-drawn, late (past its budget) or failed. */
export const FIRST_SCREEN = 'x-fanhub-first-screen';

/**
 * Opens `route` as the server drew it. Beside other tests the server may be past its budget (a loaded machine) and
 * answer the page the browser draws (`late`), as it would for a fan: that page is loaded again until one is drawn.
 * A page that failed to draw fails the test. Answers the drawn page's response.
 */
export async function gotoDrawn(page: Page, route: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const outcome = response?.headers()[FIRST_SCREEN];
    if (outcome === 'drawn') return response!;
    expect(outcome, `${route}, load ${attempt}`).toBe('late');
    expect(attempt, `${route} drawn in five loads`).toBeLessThan(5);
  }
}
