import { registerFan } from '@fanhub/testkit';
import { readTicket } from '@fanhub/contract/dist/ticket-secret';
import { allEvents } from '../support/catalogue';
import { signInAt } from '../support/fans';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../support/quality';
import { E2E, siteApi } from '../support/servers';
import { expect, test } from '../support/test';

test('a fan signs up for a free event and finds its ticket, a QR code signed for them, in the member area', async ({
  page,
  request,
}) => {
  // Not the first open free event: the events spec counts that one's participants.
  const event = (await allEvents(request)).filter(
    (e) =>
      e.signUpType === 'free' &&
      !e.ended &&
      e.status !== 'sold-out' &&
      (e.capacity === null || e.capacity - e.participantsCount > 5),
  )[1]!;
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
  const read = await readTicket(secret, Object.fromEntries(keys.data.map((key) => [key.id, key.publicKey])));
  expect(read).toMatchObject({ claims: { e: event._id } });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
