import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ticketById } from './repository';
import { mailTicket } from './ticket-mail';

/**
 * Mails a ticket its sign-up made, once: not a revoked one, not one mailed already (a job run again after an API
 * died between sending and saying so is the one case a fan may get it twice). A mail server that refuses fails
 * the job, and the queue tries again later.
 */
export async function mailOwedTicket(db: Database, mailer: Mailer, ticketId: string): Promise<void> {
  const { rows } = await db.query<{ memberId: string }>(
    `SELECT member_id AS "memberId" FROM event_tickets WHERE id = $1 AND mailed_at IS NULL AND revoked_at IS NULL`,
    [ticketId],
  );
  const owed = rows[0];
  // The sign-up rolled back, the ticket was revoked, or it went already.
  if (!owed) return;
  await mailTicket(db, mailer, owed.memberId, await ticketById(db, ticketId));
  await db.query('UPDATE event_tickets SET mailed_at = now() WHERE id = $1', [ticketId]);
}

/** Every replica mails the tickets the queue hands it. */
export const ticketMailJobPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.work('ticketMail', ({ ticketId }) => mailOwedTicket(app.db, app.mailer, ticketId));
});
