import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, type StudioEvent } from '@fanhub/contract';
import { stringify } from 'csv-stringify/sync';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange, type AuditedRecord } from '../../studio/audited-change';
import { changePublication } from '../../studio/publication';
import { ownUploadPath } from '../file/uploads';
import { allParticipants, findStudioEvent, listParticipants, listStudioEvents } from './studio-repository';

const EVENT: AuditedRecord<StudioEvent> = {
  recordType: 'event',
  what: { id: 'Event', en: 'Event' },
  view: findStudioEvent,
};
/** Fans read an event's time in Jakarta with its zone. */
const withZone = (time: string) => `${time} WIB`;
const jakartaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

const fansSignedUp = (what: { id: string; en: string }) =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(`Fans sudah mendaftar: ${what.id}`, `Fans have signed up: ${what.en}`),
  );
const beforeToday = () =>
  new AppError(
    409,
    'END_BEFORE_NOW',
    bilingual(
      'Event yang sudah punya pendaftar tidak bisa pindah ke masa lalu',
      'An event with sign-ups cannot move to the past',
    ),
    'date',
  );

/**
 * The studio's Events: events and their life cycle, their participants and the partner's CSV. Every write is one
 * transaction with its audit line and shows on the fan site at once.
 */
export const eventStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);
  const existing = async (eventId: string) => {
    const event = await findStudioEvent(db, eventId);
    if (!event) throw errors.notFound(EVENT.what);
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
    handler: async (request) => ({ status: true as const, data: await existing(request.params.eventId) }),
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
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO events (title, image, description, category, event_date, event_time, location, price,
                               partner_sign_up_link, capacity, highlight, publication, drafted_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12) RETURNING id`,
          [
            body.title.trim(),
            image,
            body.description.trim(),
            body.category,
            body.date,
            withZone(body.time),
            body.location.trim(),
            body.price,
            body.partnerSignUpLink ?? null,
            body.capacity ?? null,
            body.highlight ?? 'upcoming',
            actor.staffId,
          ],
        );
        const created = (await findStudioEvent(tx, rows[0]!.id))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: EVENT.recordType,
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
      const { eventId } = request.params;
      const changes = request.body;
      const image = changes.image === undefined ? null : await imagePath(changes.image);
      const event = await auditedChange(
        db,
        actorOf(request),
        EVENT,
        eventId,
        'update',
        async (tx, before) => {
          const signedUp = before.participantsCount > 0;
          // What fans paid for stays: the price of an event with sign-ups does not change.
          if (signedUp && changes.price !== undefined && changes.price !== before.price)
            throw fansSignedUp({ id: 'harganya tetap', en: 'its price stays' });
          if (signedUp && changes.date && changes.date < jakartaToday()) throw beforeToday();
          await tx.query(
            `UPDATE events SET title = coalesce($2, title), image = coalesce($3, image),
             description = coalesce($4, description), category = coalesce($5, category),
             event_date = coalesce($6::date, event_date), event_time = coalesce($7, event_time),
             location = coalesce($8, location), price = coalesce($9, price),
             partner_sign_up_link = CASE WHEN $10 THEN $11 ELSE partner_sign_up_link END,
             capacity = CASE WHEN $12 THEN $13::int ELSE capacity END, highlight = coalesce($14, highlight)
           WHERE id = $1`,
            [
              eventId,
              changes.title?.trim() ?? null,
              image,
              changes.description?.trim() ?? null,
              changes.category ?? null,
              changes.date ?? null,
              changes.time ? withZone(changes.time) : null,
              changes.location?.trim() ?? null,
              changes.price ?? null,
              changes.partnerSignUpLink !== undefined,
              changes.partnerSignUpLink ?? null,
              changes.capacity !== undefined,
              changes.capacity ?? null,
              changes.highlight ?? null,
            ],
          );
        },
      );
      return { status: true as const, data: event! };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/events/:eventId'),
    handler: async (request) => {
      const { eventId } = request.params;
      await auditedChange(db, actorOf(request), EVENT, eventId, 'delete', async (tx, before) => {
        if (before.participantsCount > 0)
          throw fansSignedUp({
            id: 'tidak bisa dihapus (tutup saja)',
            en: 'it cannot be deleted (close it instead)',
          });
        await tx.query('DELETE FROM events WHERE id = $1', [eventId]);
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
        ],
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="participants-${event._id}.csv"`)
        .send(csv);
    },
  });
};
