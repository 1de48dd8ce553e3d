import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, SENT_FOR_REVIEW } from '@fanhub/contract';
import { stringify } from 'csv-stringify/sync';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange } from '../../studio/audited-change';
import { changePublication } from '../../studio/publication';
import { changeOrPropose, withPendingRevision } from '../../studio/revisions';
import { ownUploadPath, withOwnImage } from '../file/uploads';
import { cancelSignUp, lockedSignUp } from './cancel-sign-up';
import { EVENT_RECORD, fansSignedUp, jakartaToday, SIGN_UP_RECORD, withZone } from './studio-changes';
import {
  allParticipants,
  findStudioEvent,
  insertDraftEvent,
  listParticipants,
  listStudioEvents,
} from './studio-repository';
import { deleteRow } from '../../db/rows';

/**
 * The studio's Events: events and their life cycle, their participants and the partner's CSV. Every write is one
 * transaction with its audit line and shows on the fan site at once.
 */
export const eventStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);
  const existing = async (eventId: string) => {
    const event = await findStudioEvent(db, eventId);
    if (!event) throw errors.notFound(EVENT_RECORD.what);
    return event;
  };

  app.route({
    ...contractRoute(app, 'GET /studio/events'),
    handler: async (request) => {
      const { publication, q, ...page } = request.query;
      const { items, total } = await listStudioEvents(db, { publication, q }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId'),
    handler: async (request) => ({
      status: true as const,
      data: await withPendingRevision(db, 'event', await existing(request.params.eventId)),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events'),
    handler: async (request, reply) => {
      const { body } = request;
      if (body.date < jakartaToday())
        throw errors.badRequest(
          'END_BEFORE_NOW',
          bilingual('Tanggal event sudah lewat', 'The event date has passed'),
          'date',
        );
      const image = await imagePath(body.image);
      const actor = actorOf(request);
      const event = await db.transaction(async (tx) => {
        const eventId = await insertDraftEvent(tx, {
          title: body.title.trim(),
          image,
          description: body.description.trim(),
          category: body.category,
          date: body.date,
          time: withZone(body.time),
          location: body.location.trim(),
          price: body.price,
          partnerSignUpLink: body.partnerSignUpLink ?? null,
          capacity: body.capacity ?? null,
          highlight: body.highlight ?? 'upcoming',
          fansMayCancel: body.fansMayCancel ?? false,
          draftedBy: actor.staffId,
        });
        const created = (await findStudioEvent(tx, eventId))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: EVENT_RECORD.recordType,
          recordId: created._id,
          after: created,
        });
        return created;
      });
      reply.code(201);
      return { status: true as const, data: event };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/events/:eventId'),
    handler: async (request) => {
      const { record, proposed } = await changeOrPropose(
        db,
        actorOf(request),
        EVENT_RECORD,
        request.params.eventId,
        await withOwnImage(db, app.config.publicApiUrl, request.body),
      );
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/events/:eventId'),
    handler: async (request) => {
      const { eventId } = request.params;
      await auditedChange(db, actorOf(request), EVENT_RECORD, eventId, 'delete', async (tx, before) => {
        if (before.participantsCount > 0)
          throw fansSignedUp({
            id: 'tidak bisa dihapus (tutup saja)',
            en: 'it cannot be deleted (close it instead)',
          });
        await deleteRow(tx, 'events', eventId);
      });
      return { status: true as const, message: bilingual('Event dihapus', 'Event deleted') };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events/:eventId/publication'),
    handler: async (request) => {
      const { eventId } = request.params;
      await db.transaction((tx) =>
        changePublication(
          tx,
          { kind: 'event', id: eventId, view: (at) => findStudioEvent(at, eventId) },
          request.body,
          actorOf(request),
        ),
      );
      return { status: true as const, data: await existing(eventId) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId/participants'),
    handler: async (request) => {
      await existing(request.params.eventId);
      const { items, total } = await listParticipants(db, request.params.eventId, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/events/:eventId/sign-ups/:signUpId/refund'),
    handler: async (request) => {
      const { eventId, signUpId } = request.params;
      await auditedChange(db, actorOf(request), SIGN_UP_RECORD, signUpId, 'refund', async (tx, before) => {
        if (before.eventId !== eventId) throw errors.notFound(SIGN_UP_RECORD.what);
        const signUp = await lockedSignUp(tx, { id: signUpId });
        if (!signUp)
          throw errors.conflict(
            'NOT_SIGNED_UP',
            bilingual('Pendaftaran ini sudah dibatalkan', 'This sign-up is already cancelled'),
          );
        await cancelSignUp(tx, signUp, { staffId: request.staff.id, reason: request.body.reason });
      });
      return {
        status: true as const,
        message: bilingual(
          'Pendaftaran dibatalkan: koinnya kembali ke fan dan tiketnya tidak berlaku',
          'Sign-up refunded: its coins are back with the fan and its ticket no longer admits',
        ),
      };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/events/:eventId/participants.csv'),
    handler: async (request, reply) => {
      const event = await existing(request.params.eventId);
      const participants = await allParticipants(db, event._id);
      const csv = stringify(participants, {
        header: true,
        columns: [
          { key: 'fullName', header: 'name' },
          { key: 'email', header: 'email' },
          { key: 'phone', header: 'phone' },
          { key: 'type', header: 'sign-up type' },
          { key: 'coins', header: 'coins' },
          { key: 'signedUpAt', header: 'signed up at' },
          { key: 'ticketId', header: 'ticket' },
        ],
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="participants-${event._id}.csv"`)
        .send(csv);
    },
  });
};
