import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { doorConflicts, doorTickets, eventTitle, insideCount } from './repository';
import { applyScans } from './tickets';

const notFound = () => errors.notFound({ id: 'Event', en: 'Event' });

/** An event's door: what it keeps to check tickets offline, the scans it sends, and the conflicts staff see. */
export const doorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const titleOf = async (eventId: string) => {
    const title = await eventTitle(db, eventId);
    if (title === undefined) throw notFound();
    return title;
  };

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId/door'),
    handler: async ({ params: { eventId } }) => {
      const title = await titleOf(eventId);
      const tickets = await doorTickets(db, eventId);
      return {
        status: true as const,
        data: {
          eventId,
          eventTitle: title,
          keys: (await app.ticketKeys()).all.map(({ id, publicKey }) => ({ id, publicKey })),
          // Full names: the door finds a fan by name when their phone will not show the code.
          tickets: tickets.map(({ fullName, ...ticket }) => ({ ...ticket, fanName: fullName })),
          inside: tickets.filter((ticket) => ticket.inside).length,
        },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events/:eventId/door/scans'),
    handler: async (request) => {
      const { eventId } = request.params;
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
};
