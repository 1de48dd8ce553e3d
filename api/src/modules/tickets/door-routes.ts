import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { bilingual } from '@fanhub/contract';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, type AuditedRecord } from '../../studio/audited-change';
import {
  doorConflicts,
  doorEvents,
  doorTickets,
  eventTitle,
  findStudioTicket,
  insideCount,
  databaseNow,
  revokeTicket,
} from './repository';
import { applyScans } from './tickets';

const notFound = () => errors.notFound({ id: 'Event', en: 'Event' });

const TICKET: AuditedRecord<NonNullable<Awaited<ReturnType<typeof findStudioTicket>>>> = {
  recordType: 'event_ticket',
  what: { id: 'Tiket', en: 'Ticket' },
  view: findStudioTicket,
};

/**
 * An event's door: what it keeps to check tickets offline, the scans it sends, the conflicts staff see, and a
 * ticket revoked (the fan's next read of their tickets gets a new one).
 */
export const doorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const titleOf = async (eventId: string) => {
    const title = await eventTitle(db, eventId);
    if (title === undefined) throw notFound();
    return title;
  };

  app.route({
    ...contractRoute(app, 'GET /studio/door/events'),
    handler: async () => ({ status: true as const, data: await doorEvents(db) }),
  });

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId/door'),
    handler: async ({ params: { eventId }, query: { since } }) => {
      const title = await titleOf(eventId);
      const cursor = await databaseNow(db);
      const tickets = await doorTickets(db, eventId, since);
      return {
        status: true as const,
        data: {
          eventId,
          eventTitle: title,
          keys: (await app.ticketKeys()).all.map(({ id, publicKey }) => ({ id, publicKey })),
          // Full names: the door finds a fan by name when their phone will not show the code.
          tickets: tickets.map(({ fullName, ...ticket }) => ({ ...ticket, fanName: fullName })),
          inside: await insideCount(db, eventId),
          cursor,
          increment: since !== undefined,
        },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events/:eventId/door/scans'),
    handler: async (request) => {
      const { eventId } = request.params;
      // Each scan names its ticket one way: the code it read, or the ticket staff found by name.
      if (request.body.scans.some((scan) => (scan.secret === undefined) === (scan.ticketId === undefined)))
        throw errors.badRequest(
          'VALIDATION_ERROR',
          bilingual(
            'Setiap pindaian berisi kode tiket atau id tiket, tidak keduanya',
            "Each scan holds a ticket's code or its id, not both",
          ),
        );
      await titleOf(eventId);
      const outcomes = await applyScans(
        db,
        await app.ticketKeys(),
        { eventId, door: request.body.door, staffId: request.staff.id },
        request.body.scans,
      );
      return { status: true as const, data: { outcomes, inside: await insideCount(db, eventId) } };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId/door/conflicts'),
    handler: async ({ params: { eventId } }) => {
      await titleOf(eventId);
      return { status: true as const, data: await doorConflicts(db, eventId) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events/:eventId/tickets/:ticketId/revoke'),
    handler: async (request) => {
      const { eventId, ticketId } = request.params;
      await auditedChange(db, actorOf(request), TICKET, ticketId, 'revoke', async (tx, ticket) => {
        if (ticket.eventId !== eventId) throw errors.notFound(TICKET.what);
        await revokeTicket(tx, ticketId, request.body.reason);
      });
      return {
        status: true as const,
        message: bilingual(
          'Tiket dibatalkan; fan mendapat tiket baru saat membuka tiketnya',
          'Ticket revoked; the fan gets a new one when they open their tickets',
        ),
      };
    },
  });
};
