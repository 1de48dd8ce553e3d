import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { ownMemberId } from '../../http/own-member';
import { fanTickets } from './tickets';

/** A fan's tickets, and the public keys anyone checks a ticket with offline. */
export const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'GET /member/:userId/tickets'),
    handler: async (request) => ({
      status: true as const,
      data: await fanTickets(
        db,
        await app.ticketKeys(),
        ownMemberId(request.params.userId, request.memberId),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, 'GET /client/event/ticket-keys'),
    handler: async () => ({
      status: true as const,
      data: (await app.ticketKeys()).all.map(({ id, publicKey }) => ({ id, publicKey })),
    }),
  });
};
