import { dataOf, fanWithCoins, registerFan, signInStaff } from '@fanhub/testkit';
import { readTicket } from '@fanhub/contract/dist/ticket-secret';
import { openEvents } from '../support/catalogue';
import { signInAt } from '../support/fans';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../support/quality';
import { E2E, siteApi } from '../support/servers';
import { newStaff, studioAdmin } from '../support/staff';
import { expect, test } from '../support/test';

test('a fan signs up for a free event and finds its ticket, a QR code signed for them, in the member area', async ({
  page,
  request,
}) => {
  // Not the first open free event: the events spec counts that one's participants.
  const event = (await openEvents(request, 'free'))[1]!;
  const fan = await registerFan(siteApi);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAt(page, `/event/${event._id}`, fan);
  await page.getByRole('button', { name: 'Daftar / Sign Up' }).click();
  await expect(page.getByTestId('signed-up')).toBeVisible();

  await page.goto('/member-area/tiket');
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText(event.title);
  await expect(ticket).toContainText(fan.fullName);
  const qr = ticket.getByRole('img', {
    name: `Kode QR tiket ${event.title} / QR code of the ticket for ${event.title}`,
  });
  await expect(qr).toBeVisible();
  // What the QR code holds is a ticket the published keys verify, for this event.
  const secret = (await qr.getAttribute('data-secret'))!;
  const keys = (await (await request.get(`${E2E.api.url}/v1/client/event/ticket-keys`)).json()) as {
    data: { id: string; publicKey: string }[];
  };
  const read = await readTicket(secret, keys.data);
  expect(read).toMatchObject({ claims: { e: event._id } });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('where an event lets fans cancel, a fan cancels a paid sign-up: the coins come back and the ticket stops working', async ({
  page,
  request,
}) => {
  // Not the first open paid event: the events spec and the accessibility audit use that one.
  const event = (await openEvents(request, 'paid')).filter((e) => e.price <= 500)[1]!;
  // Two editors: one lets fans cancel the event, the other approves it (a published event's change waits).
  const admin = await studioAdmin();
  const [editor, approver] = [
    await signInStaff(siteApi, await newStaff(admin, 'editor', 'Editor Batal')),
    await signInStaff(siteApi, await newStaff(admin, 'editor', 'Editor Setuju')),
  ];
  const letsFansCancel = async () =>
    (
      await dataOf<{ fansMayCancel: boolean; pendingRevision: { _id: string } | null }>(siteApi, {
        path: `/v1/studio/events/${event._id}`,
        headers: editor.auth,
      })
    ).fansMayCancel;
  // A retry (or another copy of this test) may have let fans cancel already, or be waiting for its approval.
  if (!(await letsFansCancel())) {
    const proposed = await siteApi({
      method: 'PUT',
      path: `/v1/studio/events/${event._id}`,
      headers: editor.auth,
      body: { fansMayCancel: true },
    });
    const pending = (proposed.body as { data?: { pendingRevision?: { _id: string } | null } }).data
      ?.pendingRevision;
    if (pending)
      await dataOf(siteApi, {
        method: 'POST',
        path: `/v1/studio/revisions/${pending._id}/decision`,
        headers: approver.auth,
        body: { decision: 'approve' },
      });
  }
  await expect.poll(letsFansCancel, { timeout: 15_000 }).toBe(true);

  const fan = await fanWithCoins(siteApi, { title: 'Paket Ultimate' });
  await signInAt(page, `/event/${event._id}`, fan);
  const coins = page.getByRole('button', { name: /Koin Kamu \/ Your Coins/ });
  await expect(coins).toHaveAccessibleName(/^500 Koin/);
  await page.getByRole('button', { name: 'Daftar / Sign Up' }).click();
  await page.getByRole('button', { name: 'Iya / Yes' }).click();
  await expect(page.getByTestId('signed-up')).toBeVisible();
  await expect(coins).toHaveAccessibleName(new RegExp(`^${500 - event.price} Koin`));

  await page.getByRole('button', { name: 'Batalkan pendaftaran / Cancel my sign-up' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `${event.price} Koin kembali ke saldomu dan tiketmu untuk ${event.title} tidak berlaku lagi.`,
  );
  await page.getByRole('button', { name: 'Ya, batalkan / Yes, cancel' }).click();
  await expect(
    page.getByText(
      `Pendaftaran dibatalkan; ${event.price} Koin kembali ke saldomu / Sign-up cancelled; ${event.price} coins are back in your balance`,
    ),
  ).toBeVisible();
  await expect(coins).toHaveAccessibleName(/^500 Koin/);
  await expect(page.getByRole('button', { name: 'Daftar / Sign Up' })).toBeVisible();

  await page.goto('/member-area/tiket');
  await expect(page.getByTestId('ticket')).toContainText('Tiket ini dibatalkan / This ticket was cancelled');
  await expect(page.getByTestId('ticket-qr')).toHaveCount(0);
});
