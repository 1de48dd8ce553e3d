import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { coinsOf, fanWithCoins, registerFan } from '@fanhub/testkit';
import { expect, test } from '../support/test';
import { allEvents, openEvent } from '../support/catalogue';
import { signInOnHarness, signInAt } from '../support/fans';
import { expectChipShowsOnly } from '../support/lists';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, numberIn } from '../support/quality';
import { E2E, originOf, siteApi } from '../support/servers';

const daftar = (page: Page) => page.getByRole('button', { name: 'Daftar / Sign Up' });

test('a free sign-up is remembered: after a reload the page says the fan is signed up', async ({
  page,
  request,
}) => {
  const fan = await registerFan(siteApi);
  const event = await openEvent(request, 'free');
  await signInAt(page, `/event/${event._id}`, fan);
  const before = await numberIn(page, 'event-participants');
  await daftar(page).click();
  await expect(
    page.getByText(/^Pendaftaran Berhasil! Tiketmu dikirim ke email dan ada di Member Area > Tiket\./),
  ).toBeVisible();
  await expect(page.getByTestId('signed-up')).toHaveText("Kamu sudah terdaftar / You're signed up");
  // The count follows the event's answer, a moment after the page says the fan is signed up.
  await expect.poll(() => numberIn(page, 'event-participants')).toBe(before + 1);
  await page.reload();
  await expect(page.getByTestId('signed-up')).toBeVisible();
  await expect(daftar(page)).toHaveCount(0);
});

test("a paid sign-up through 'Iya' lowers the top bar balance by the price", async ({ page, request }) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Super Fan' });
  const event = await openEvent(request, 'paid');
  const coins = await coinsOf(siteApi, fan);
  await signInAt(page, `/event/${event._id}`, fan);
  await daftar(page).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Pendaftaran / Confirm Registration' });
  await expect(confirm.getByTestId('confirm-price')).toHaveText(
    `HTM: ${event.price.toLocaleString('id-ID')} Koin`,
  );
  await expect(confirm.getByTestId('confirm-balance')).toContainText(coins.toLocaleString('id-ID'));
  await confirm.getByRole('button', { name: 'Iya / Yes' }).click();
  await expect(page.getByText(/^Pendaftaran Berhasil! \d+ Koin telah dipotong dari saldomu\./)).toBeVisible();
  expect(await coinsOf(siteApi, fan)).toBe(coins - event.price);
  await expect(page.getByTestId('coin-balance')).toHaveText((coins - event.price).toLocaleString('id-ID'));
  await expect(page.getByTestId('signed-up')).toBeVisible();
});

test('a paid sign-up with too few coins opens the coin modal and spends nothing', async ({
  page,
  request,
}) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Starter' });
  const event = (await allEvents(request)).find(
    (e) => e.signUpType === 'paid' && !e.ended && e.status !== 'sold-out' && e.price > 50,
  )!;
  await signInAt(page, `/event/${event._id}`, fan);
  await daftar(page).click();
  await page.getByRole('button', { name: 'Iya / Yes' }).click();
  await expect(page.getByText(/^Koin Tidak Mencukupi \/ Insufficient Coins/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Koin Kamu / Your Coins' })).toBeVisible();
  expect(await coinsOf(siteApi, fan)).toBe(50);
});

test('a partner sign-up opens the partner page in a new tab about 3 s later', async ({
  page,
  request,
  context,
}) => {
  const fan = await registerFan(siteApi);
  const event = await openEvent(request, 'partner');
  // The partner's site is not reachable from here; answer for it.
  await context.route('https://tickets.fanhub.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner tickets</title><h1>Partner</h1>' }),
  );
  await signInAt(page, `/event/${event._id}`, fan);
  const popup = page.waitForEvent('popup');
  await daftar(page).click();
  const tab = await popup;
  await expect(page.getByText(/^Diarahkan ke Partner/)).toBeVisible();
  const started = Date.now();
  await tab.waitForURL(event.partnerSignUpLink!);
  expect(Date.now() - started).toBeGreaterThan(2000);
  await expect(tab).toHaveTitle('Partner tickets');
  await expect(page.getByTestId('signed-up')).toBeVisible();
});

test('sold-out and past events cannot be signed up, and say why', async ({ page, request }) => {
  const events = await allEvents(request);
  const soldOut = events.find((e) => e.status === 'sold-out' && !e.ended)!;
  const past = events.find((e) => e.ended)!;
  await page.goto(`/event/${soldOut._id}`);
  await expect(page.getByTestId('sign-up-closed')).toHaveText('Tiket habis / Sold out');
  await expect(page.getByTestId('sign-up-closed')).toBeDisabled();
  await page.goto(`/event/${past._id}`);
  await expect(page.getByTestId('sign-up-closed')).toHaveText('Event sudah berakhir / This event is over');
  await expect(page.getByTestId('sign-up-closed')).toBeDisabled();
  await page.goto('/events');
  await page.getByRole('button', { name: 'Nobar / Watch Party' }).click();
  await expect(page.getByTestId('event-card').filter({ hasText: past.title })).toContainText(
    'Berakhir / Ended',
  );
});

test('a share raises the count by one, as the server counts it', async ({ page, request }) => {
  const event = await openEvent(request, 'free');
  await page.goto(`/event/${event._id}`);
  const before = await numberIn(page, 'share-count');
  await page.getByRole('button', { name: 'Bagikan / Share' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-count')).toHaveText(String(before + 1));
  const counted = (await (await request.get(`${E2E.api.url}/v1/client/event/${event._id}`)).json()).data
    .shares;
  expect(counted).toBe(before + 1);
});

test("each chip shows only its category, and 'Lihat Lebih Banyak Event' reaches the end without repeats", async ({
  page,
  request,
}) => {
  await page.goto('/events');
  const cards = page.getByTestId('event-grid').getByTestId('event-card');
  for (const [chip, category] of [
    ['Konser / Concert', 'Concert'],
    ['Fan Meeting', 'Fan Meeting'],
    ['Nobar / Watch Party', 'Watch Party'],
    ['Festival', 'Festival'],
  ] as const) {
    await expectChipShowsOnly(page, cards, {
      chip,
      attribute: 'data-category',
      value: category,
      count: (await allEvents(request)).filter((e) => e.category === category).length,
      loadMore: 'Lihat Lebih Banyak Event / See More Events',
    });
  }
  await page.getByRole('button', { name: 'Semua / All' }).click();
  await expect(cards).toHaveCount(4);
});

test('Add to calendar downloads an .ics file of the event', async ({ page, request }) => {
  const event = await openEvent(request, 'paid');
  await page.goto(`/event/${event._id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tambah ke Kalender / Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR/);
  expect(text).toContain(`UID:${event._id}@fanhub.id`);
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(text).toContain(`/event/${event._id}`);
});

test('the free and paid flows work on the standalone remote', async ({ page, request }) => {
  const fan = await fanWithCoins(siteApi, { title: 'Paket Super Fan' });
  const coins = await coinsOf(siteApi, fan);
  const free = await openEvent(request, 'free');
  await page.goto(`${originOf('mfe-events')}/event/${free._id}`);
  const harness = await signInOnHarness(page, fan);
  await expect(harness.getByTestId('coin-balance')).toHaveText(coins.toLocaleString('id-ID'));
  await daftar(page).click();
  await expect(page.getByTestId('signed-up')).toBeVisible();

  const paid = await openEvent(request, 'paid');
  await page.goto(`${originOf('mfe-events')}/event/${paid._id}`);
  await daftar(page).click();
  await page.getByRole('button', { name: 'Iya / Yes' }).click();
  await expect(page.getByTestId('signed-up')).toBeVisible();
  await expect(harness.getByTestId('coin-balance')).toHaveText((coins - paid.price).toLocaleString('id-ID'));
  expect(await coinsOf(siteApi, fan)).toBe(coins - paid.price);
});

test('fits a 375 px phone and passes axe on the list and a detail page', async ({ page, request }) => {
  const event = await openEvent(request, 'paid');
  for (const path of ['/events', `/event/${event._id}`]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width === 375) await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
  }
});
