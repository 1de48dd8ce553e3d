import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { markReplayed, idempotencyKeyOf } from '../../http/idempotency';
import { accountBalance } from '../../ledger/accounts';
import { cancelSignUp, lockedSignUp } from './cancel-sign-up';
import { addShare, fanMayCancel, findEvent, findMySignUp, listEvents } from './repository';
import { signUpForEvent } from './sign-up';
import { rowExists } from '../../db/rows';
import { AppError } from '../../http/app-error';
import { bilingual } from '@fanhub/contract';

const notFound = () => errors.notFound({ id: 'Event', en: 'Event' });
const notSignedUp = () =>
  errors.conflict(
    'NOT_SIGNED_UP',
    bilingual('Kamu tidak terdaftar di event ini', 'You are not signed up for this event'),
  );
const cancelNotAllowed = () =>
  new AppError(
    422,
    'CANCEL_NOT_ALLOWED',
    bilingual(
      'Pendaftaran ini tidak bisa dibatalkan: event ini tidak mengizinkannya, atau harinya sudah tiba',
      'This sign-up cannot be cancelled: the event does not allow it, or its day has come',
    ),
  );
/** What the ticket's revocation says when the fan cancelled. */
const CANCELLED_BY_FAN = bilingual('Dibatalkan oleh fan', 'Cancelled by the fan');

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, publicReads } = app;

  app.route({
    ...contractRoute(app, 'GET /client/event'),
    handler: async ({ query }) => {
      const { items, total } = await listEvents(publicReads, query, query);
      return { status: true as const, data: items, meta: pageMeta(query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/event/:id'),
    handler: async ({ params }) => {
      const event = await findEvent(publicReads, params.id);
      if (!event) throw notFound();
      return { status: true as const, data: event };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/event/:id/my-sign-up'),
    handler: async (request) => {
      if (!(await rowExists(db, 'events', request.params.id))) throw notFound();
      return { status: true as const, data: await findMySignUp(db, request.params.id, request.memberId) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/event/sign-up'),
    config: { spend: 'event_sign_up' },
    handler: async (request, reply) => {
      const { eventId, type } = request.body;
      const keys = await app.ticketKeys();
      const { answer, replayed, event } = await signUpForEvent(
        { db },
        keys,
        { memberId: request.memberId, eventId, type },
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      if (!replayed) app.tallies.changed([`event:${eventId}`]);
      if (!replayed && type === 'paid') app.metrics.coinsSpent.inc({ kind: 'event_sign_up' }, event.price);
      const { message, balance, partnerSignUpLink } = answer;
      return { status: true as const, message, data: { type, balance, partnerSignUpLink, event } };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/event/:id/cancel-sign-up'),
    handler: async (request) => {
      const eventId = request.params.id;
      if (!(await rowExists(db, 'events', eventId))) throw notFound();
      const { coins, balance } = await db.transaction(async (tx) => {
        const signUp = await lockedSignUp(tx, { eventId, memberId: request.memberId });
        if (!signUp) throw notSignedUp();
        if (!(await fanMayCancel(tx, signUp.id))) throw cancelNotAllowed();
        const returned = await cancelSignUp(tx, signUp, { staffId: null, reason: CANCELLED_BY_FAN });
        return { coins: returned, balance: await accountBalance(tx, 'member', request.memberId) };
      });
      app.tallies.changed([`event:${eventId}`]);
      return {
        status: true as const,
        message:
          coins > 0
            ? bilingual(
                `Pendaftaran dibatalkan; ${coins} Koin kembali ke saldomu`,
                `Sign-up cancelled; ${coins} coins are back in your balance`,
              )
            : bilingual('Pendaftaran dibatalkan', 'Sign-up cancelled'),
        data: { balance: Number(balance), event: (await findEvent(db, eventId))! },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /client/event/share/:id'),
    // Anyone may count a share, but one client only so often per event.
    config: {
      rateLimit: {
        max: app.config.shareRateLimit.max,
        timeWindow: app.config.shareRateLimit.timeWindow,
        keyGenerator: (request) => `${request.ip}:${(request.params as { id?: string }).id ?? ''}`,
      },
    },
    handler: async ({ params }) => {
      const shares = await addShare(db, params.id);
      if (shares === undefined) throw notFound();
      return { status: true as const, data: { shares } };
    },
  });
};
