import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`holds its layout at ${width} px wide`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('news-grid')).toBeVisible();
    await expect(page.getByTestId('home-section-events').getByRole('heading', { level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const screenshot = await page.screenshot({
      fullPage: true,
      path: testInfo.outputPath(`home-${width}.png`),
    });
    await testInfo.attach(`home-${width}`, { body: screenshot, contentType: 'image/png' });

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('.MuiDrawer-paper');
    const box = (await menu.boundingBox())!;
    if (width < 768) expect(Math.round(box.width)).toBe(width);
    else expect(Math.round(box.width)).toBe(320);
    await testInfo.attach(`menu-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}
