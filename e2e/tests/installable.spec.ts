import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { dataOf, fanWithCoins, registerFan } from '@fanhub/testkit';
import { signInAt, spendButton } from '../support/fans';
import { awardProject, openEvents } from '../support/catalogue';
import { expectHomeSections } from '../support/lists';
import { siteApi } from '../support/servers';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

/** Waits until fanhub's service worker is active and controls the page (after one reload, as a second visit). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/service-worker\.js$/);
}

test('the site is installable: its manifest, a service worker controlling the start URL, which answers offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectHomeSections(page);
  await controlledBySw(page);

  const cdp = await context.newCDPSession(page);
  const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are off the record, which Chrome never installs from; nothing else may be missing.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  await cdp.detach();
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    shortcuts: { url: string }[];
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.shortcuts.map((shortcut) => new URL(shortcut.url, 'https://x').pathname)).toEqual([
    '/fanspick',
    '/fanfunding',
    '/events',
  ]);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  // The start URL, opened again with no network at all, is answered 200 by the service worker.
  await page.goto(manifest.start_url);
  await expectHomeSections(page);
  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.status()).toBe(200);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('offline, a page seen before shows with the offline notice; a page never seen says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectHomeSections(page);
  await controlledBySw(page);
  await page.goto('/fanspick');
  const votingLink = page.getByTestId('voting-card').first().getByRole('link').first();
  await expect(votingLink).toBeVisible();
  const votingTitle = (await page.getByTestId('voting-card').first().textContent())!.slice(0, 20);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toHaveText(
      'Kamu sedang offline: yang tampil adalah versi terakhir yang kamu buka / You are offline: what shows is the last version you opened',
    );
    await expect(page.getByTestId('voting-card').first()).toContainText(votingTitle);

    await page.goto('/event/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('offline-page')).toContainText('Kamu sedang offline / You are offline');
  } finally {
    await context.setOffline(false);
  }
  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a signed-in answer of the API never lands in a cache', async ({ page }) => {
  await page.goto('/');
  await expectHomeSections(page);
  await controlledBySw(page);
  // A fan signs in and reads their own coins and notifications through the service worker.
  await signInAt(page, '/', await fanWithCoins(siteApi, { title: 'Paket Starter' }));
  await page.goto('/member-area/koin');
  await expect(page.getByTestId('statement-row').first()).toBeVisible();
  await page.goto('/member-area/notifikasi');
  await expect(page.getByTestId('push-preferences')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  for (const url of cached)
    expect(url).not.toMatch(/\/v1\/(member|client\/(notification|push|pricing\/create))/);
});

test('after a first vote the page offers notifications in the product’s words; "not now" is remembered', async ({
  page,
  request,
}) => {
  const project = await awardProject(request, 'Koreografi');
  await signInAt(page, '/', await fanWithCoins(siteApi, { title: 'Paket Starter' }));
  const vote = async () => {
    await page.goto(`/fanspick/project/${project._id}`);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Vote' });
    await modal.getByRole('textbox', { name: 'Koin' }).fill('1');
    await spendButton(modal, 'Vote', 1).click();
    await expect(page.getByText(/^Vote Berhasil! \/ Vote Successful!/)).toBeVisible();
  };
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
  await vote();
  const offer = page.getByTestId('push-offer');
  await expect(offer).toContainText(
    'Mau dikabari saat voting yang kamu ikuti hampir tutup, kampanyemu mencapai target, atau eventmu besok?',
  );
  await offer.getByRole('button', { name: 'Nanti saja / Not now' }).click();
  await expect(offer).toHaveCount(0);
  await vote();
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
});

test("a fan's tickets show offline in the installed app, and signing out takes them off the device", async ({
  page,
  context,
  request,
}) => {
  // Not the open free events the events, tickets and door specs sign up for.
  const event = (await openEvents(request, 'free'))[3]!;
  const fan = await registerFan(siteApi);
  await dataOf(siteApi, {
    method: 'POST',
    path: '/v1/client/event/sign-up',
    headers: { ...fan.auth, 'idempotency-key': randomUUID() },
    body: { eventId: event._id, type: 'free' },
  });
  await page.goto('/');
  await expectHomeSections(page);
  await controlledBySw(page);
  await signInAt(page, '/', fan);
  await page.goto('/member-area/tiket');
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toContainText(event.title);
  const qr = ticket.getByRole('img', {
    name: `Kode QR tiket ${event.title} / QR code of the ticket for ${event.title}`,
  });
  const secret = await qr.getAttribute('data-secret');
  expect(secret).toMatch(/^fh1\./);

  // At the venue, without network: the app opens the ticket kept on the device.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('tickets-offline')).toHaveText(
      'Kamu sedang offline: tiket ini tersimpan di perangkat ini dan tetap bisa dipindai / You are offline: these tickets are kept on this device and can still be scanned',
    );
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-secret', secret!);
    await expect(ticket).toContainText(fan.fullName);
  } finally {
    await context.setOffline(false);
  }

  const keptKeys = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fanhub-kept:')));
  expect(await keptKeys()).toEqual([`fanhub-kept:tickets:${fan.id}`]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Keluar / Logout' }).click();
  await expect(page.getByText('Berhasil keluar / Successfully logged out')).toBeVisible();
  expect(await keptKeys()).toEqual([]);
});
