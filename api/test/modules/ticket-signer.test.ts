import { readTicket, signTicket } from '@fanhub/contract/dist/ticket-secret';
import { newTicketSigningKey } from '../../src/modules/tickets/signing-keys';
import { signTicketNow } from '../../src/modules/tickets/ticket-signer';

const claims = { e: 'event-1', t: 'ticket-1', n: 'M**** K**', u: '2026-12-31T17:00:00.000Z' };

it("signs the contract's ticket secret byte for byte, which the door's reader accepts", async () => {
  const key = await newTicketSigningKey('k-1');
  const secret = signTicketNow(claims, key);
  expect(secret).toBe(await signTicket(claims, key));
  expect(await readTicket(secret, [key])).toEqual({ claims: { k: 'k-1', ...claims } });
  const other = await newTicketSigningKey('k-1');
  expect(await readTicket(secret, [other])).toEqual({ unreadable: 'forged' });
});
