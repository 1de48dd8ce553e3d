import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { owedTicketMail } from './repository';
import { mailTicket } from './ticket-mail';

/**
 * Mails a ticket its sign-up made, once: not a revoked one, not one mailed already (a job run again after an API
 * died between sending and saying so is the one case a fan may get it twice). A mail server that refuses fails
 * the job, and the queue tries again later.
 */
export async function mailOwedTicket(db: Database, mailer: Mailer, ticketId: string): Promise<void> {
  const owed = await owedTicketMail(db, ticketId);
  // The sign-up rolled back, the ticket was revoked, or it went already.
  if (!owed) return;
  await mailTicket(mailer, owed.email, owed.ticket);
  await db.query('UPDATE event_tickets SET mailed_at = now() WHERE id = $1', [ticketId]);
}
