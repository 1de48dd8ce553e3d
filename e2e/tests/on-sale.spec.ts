import { dataOf, fanWithCoins, signInStaff } from '@fanhub/testkit';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { siteApi } from '../support/servers';
import { newStaff, studioAdmin, studioImage } from '../support/staff';

const SEATS = 3;
const PRICE = 50;

/** A paid event of a few seats on sale now, as staff make one: drafted by one editor, published by another. */
async function concertOnSale(request: APIRequestContext): Promise<string> {
  const admin = await studioAdmin();
  const [editor, publisher] = [
    await signInStaff(siteApi, await newStaff(admin, 'editor', 'Editor On-sale')),
    await signInStaff(siteApi, await newStaff(admin, 'editor', 'Publisher On-sale')),
  ];
  const image = await studioImage(request, editor);
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const { _id: eventId } = await dataOf<{ _id: string }>(siteApi, {
    method: 'POST',
    path: '/v1/studio/events',
    headers: editor.auth,
    body: {
      title: `Konser Kecil ${Date.now()} / Small Concert`,
      image,
      description: 'Tiga kursi saja. / Three seats only.',
      category: 'Concert',
      date: day,
      time: '19:00',
      location: 'Jakarta',
      price: PRICE,
      capacity: SEATS,
    },
  });
  for (const [who, action] of [
    [editor, 'submit'],
    [publisher, 'publish'],
  ] as const)
    await dataOf(siteApi, {
      method: 'POST',
      path: `/v1/studio/events/${eventId}/publication`,
      headers: who.auth,
      body: { action },
    });
  return eventId;
}

test('a fan watching an on-sale sees the seats left fall and "Sold out" appear, without a reload', async ({
  page,
  request,
}) => {
  const eventId = await concertOnSale(request);
  await page.goto(`/event/${eventId}`);
  const seatsLeft = page.getByTestId('event-seats-left');
  await expect(seatsLeft).toContainText(String(SEATS));
  // Whatever the page shows from here on is live: a reload would start it again.
  await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));

  for (let left = SEATS - 1; left >= 0; left -= 1) {
    const fan = await fanWithCoins(siteApi, { title: 'Paket Fan' });
    await dataOf(siteApi, {
      method: 'POST',
      path: '/v1/client/event/sign-up',
      headers: { ...fan.auth, 'idempotency-key': randomUUID() },
      body: { eventId, type: 'paid' },
    });
    await expect(seatsLeft).toContainText(String(left), { timeout: 2000 });
  }
  await expect(page.getByText('Habis / Sold Out').first()).toBeVisible({ timeout: 2000 });
  expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
});
