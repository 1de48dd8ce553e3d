import type { Ticket } from '@fanhub/contract';
import { toBuffer } from 'qrcode';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ticketMail } from '../../mail/messages';
import { emailOf } from './repository';

/** Mails the fan their ticket for a sign-up just made, its QR code attached (drawn here, as the member area draws it). */
export async function mailTicket(
  db: Database,
  mailer: Mailer,
  memberId: string,
  ticket: Ticket,
): Promise<void> {
  const email = await emailOf(db, memberId);
  if (!email) return;
  const qrCode = await toBuffer(ticket.secret, { errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  await mailer.send(ticketMail(email, ticket, qrCode));
}
