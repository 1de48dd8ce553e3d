import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { Envelope, IdParam, PagedEnvelope, pageMeta, responses } from '../../http/schemas';
import { addShare, findEvent, listEvents } from './repository';
import { EventQuery, EventSchema, SignUpBody, SignUpResultSchema } from './schemas';
import { signUpForEvent } from './sign-up';

const tags = ['events'];
const notFound = () => errors.notFound({ id: 'Event', en: 'Event' });

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/client/event',
    {
      schema: {
        tags,
        summary: 'Events, filtered by status and category',
        querystring: EventQuery,
        response: responses(PagedEnvelope(EventSchema)),
      },
    },
    async ({ query }) => {
      const { items, total } = await listEvents(db, query, query);
      return { status: true as const, data: items, meta: pageMeta(query.page, query.limit, total) };
    },
  );

  app.get(
    '/client/event/:id',
    {
      schema: {
        tags,
        summary: 'An event',
        params: IdParam('id'),
        response: responses(Envelope(EventSchema), 404),
      },
    },
    async ({ params }) => {
      const event = await findEvent(db, params.id);
      if (!event) throw notFound();
      return { status: true as const, data: event };
    },
  );

  app.post(
    '/client/event/sign-up',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Sign up for an event (free, partner, or paid in coins); once per fan',
        security: [{ bearerAuth: [] }],
        body: SignUpBody,
        response: responses(Envelope(SignUpResultSchema), 401, 404, 409, 422),
      },
    },
    async (request) => {
      const { eventId, type } = request.body;
      const result = await db.transaction((tx) =>
        signUpForEvent(tx, { memberId: request.memberId, eventId, type }),
      );
      return {
        status: true as const,
        message: result.message,
        data: {
          type,
          balance: result.balance,
          partnerSignUpLink: result.partnerSignUpLink,
          event: (await findEvent(db, eventId))!,
        },
      };
    },
  );

  app.put(
    '/client/event/share/:id',
    {
      // Anyone may count a share, but one client only so often per event.
      config: {
        rateLimit: {
          max: app.config.shareRateLimit.max,
          timeWindow: app.config.shareRateLimit.timeWindow,
          keyGenerator: (request) => `${request.ip}:${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: {
        tags,
        summary: 'Count one share of an event',
        params: IdParam('id'),
        response: responses(Envelope(Type.Object({ shares: Type.Integer() })), 404, 429),
      },
    },
    async ({ params }) => {
      const shares = await addShare(db, params.id);
      if (shares === undefined) throw notFound();
      return { status: true as const, data: { shares } };
    },
  );
};
