import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import type { TallyKey } from './tally-hub';

const MOST_BUFFERED_BYTES = 1024 * 1024;

/** Server-sent events of a voting's, a project's, a campaign's or an event's tally (tally-hub.ts). */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Opens the stream: the current snapshot unless the visitor already has it, then every change. */
  const stream = async (
    reply: FastifyReply,
    key: TallyKey,
    what: { id: string; en: string },
    lastEventId: string | undefined,
  ) => {
    const current = await app.tallies.snapshot(key);
    if (!current) throw errors.notFound(what);
    const events = new PassThrough();
    // Something to send at once, so the answer's headers leave now even when the visitor is up to date.
    events.write(current.id === lastEventId ? ': up to date\n\n' : current.event);
    // On shutdown the stream ends and its connection closes: the visitor reconnects to another replica.
    const unfollow = app.tallies.follow(key, {
      // A visitor who stopped reading is let go rather than buffered for: their browser reconnects and resumes.
      write: (text) =>
        events.writableLength > MOST_BUFFERED_BYTES ? reply.raw.destroy() : events.write(text),
      end: () => {
        events.end();
        reply.raw.destroy();
      },
    });
    reply.raw.once('close', () => {
      unfollow();
      events.end();
    });
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        // nginx passes each event on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(events)
    );
  };

  app.route({
    ...contractRoute(app, 'GET /live/voting/:votingId'),
    handler: (request, reply) =>
      stream(
        reply,
        `voting:${request.params.votingId}`,
        { id: 'Voting', en: 'Voting' },
        request.query.lastEventId,
      ),
  });
  app.route({
    ...contractRoute(app, 'GET /live/voting-project/:id'),
    handler: (request, reply) =>
      stream(
        reply,
        `voting-project:${request.params.id}`,
        { id: 'Proyek', en: 'Project' },
        request.query.lastEventId,
      ),
  });
  app.route({
    ...contractRoute(app, 'GET /live/campaign/:id'),
    handler: (request, reply) =>
      stream(
        reply,
        `campaign:${request.params.id}`,
        { id: 'Kampanye', en: 'Campaign' },
        request.query.lastEventId,
      ),
  });
  app.route({
    ...contractRoute(app, 'GET /live/event/:id'),
    handler: (request, reply) =>
      stream(reply, `event:${request.params.id}`, { id: 'Event', en: 'Event' }, request.query.lastEventId),
  });
};
