import { expect, test } from '../support/test';
import { scrollToTheEnd } from '../support/lists';

for (const width of [375, 1280]) {
  test(`holds its layout at ${width} px wide`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await scrollToTheEnd(page);
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

    // A side sheet from the left on a phone, a sidebar on the right on a desktop; full height either way.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('.MuiDrawer-paper');
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => Math.round((await menu.boundingBox())!.x))
      .toBe(width < 768 ? 0 : width - 320);
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.height)).toBe(900);
    expect(Math.round(box.width)).toBe(width < 768 ? Math.round(Math.min(320, width * 0.85)) : 320);
    const footer = menu.getByTestId('menu-footer');
    for (const detail of [
      'Instagram',
      'Hubungi kami / Contact us',
      'halo@fanhub.id',
      'PT Fanhub Kreasi Indonesia',
    ])
      await expect(footer).toContainText(detail);
    await testInfo.attach(`menu-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test("on a 390 px phone the banner's arrows sit at its bottom edge, off the artwork's words", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fanfunding');
  const carousel = page.getByRole('region', { name: 'Banner promosi / Promotions' });
  await expect(carousel).toBeVisible();
  const banner = (await carousel.boundingBox())!;
  for (const name of ['Sebelumnya / Previous', 'Berikutnya / Next']) {
    const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
    // In the banner's lowest third, beside the dots; the artwork's words are above it.
    expect(arrow.y).toBeGreaterThanOrEqual(banner.y + (banner.height * 2) / 3);
    expect(arrow.y + arrow.height).toBeLessThanOrEqual(banner.y + banner.height + 1);
  }
});
