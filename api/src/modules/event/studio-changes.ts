import type { Static } from '@sinclair/typebox';
import { bilingual, type EventChangesBody, type StudioEvent } from '@fanhub/contract';
import { AppError } from '../../http/app-error';
import { wasPublished } from '../../studio/publication';
import type { AuditedRecord } from '../../studio/audited-change';
import type { RevisableRecord } from '../../studio/revisions';
import { findSignUp, findStudioEvent } from './studio-repository';

type EventChanges = Static<typeof EventChangesBody>;

/** Fans read an event's time in Jakarta with its zone. */
export const withZone = (time: string) => `${time} WIB`;
export const jakartaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

export const fansSignedUp = (what: { id: string; en: string }) =>
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
 * An event as the studio changes it: its text, image, date, place, price and capacity (what fans paid for stays:
 * an event with sign-ups keeps its price and does not move to the past). Published, a change waits for review.
 */
export const EVENT_RECORD: RevisableRecord<StudioEvent> = {
  recordType: 'event',
  what: { id: 'Event', en: 'Event' },
  view: findStudioEvent,
  waitsForReview: (tx, id) => wasPublished(tx, 'event', id),
  async apply(tx, eventId, body, before) {
    const changes = body as EventChanges;
    const signedUp = before.participantsCount > 0;
    if (signedUp && changes.price !== undefined && changes.price !== before.price)
      throw fansSignedUp({ id: 'harganya tetap', en: 'its price stays' });
    if (signedUp && changes.date && changes.date < jakartaToday()) throw beforeToday();
    await tx.query(
      `UPDATE events SET title = coalesce($2, title), image = coalesce($3, image),
       description = coalesce($4, description), category = coalesce($5, category),
       event_date = coalesce($6::date, event_date), event_time = coalesce($7, event_time),
       location = coalesce($8, location), price = coalesce($9, price),
       partner_sign_up_link = CASE WHEN $10 THEN $11 ELSE partner_sign_up_link END,
       capacity = CASE WHEN $12 THEN $13::int ELSE capacity END, highlight = coalesce($14, highlight),
       fans_may_cancel = coalesce($15, fans_may_cancel)
     WHERE id = $1`,
      [
        eventId,
        changes.title?.trim() ?? null,
        changes.image ?? null,
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
        changes.fansMayCancel ?? null,
      ],
    );
  },
};

/** A sign-up as the audit trail shows it: in force, or cancelled with why and what went back. */
export const SIGN_UP_RECORD: AuditedRecord<NonNullable<Awaited<ReturnType<typeof findSignUp>>>> = {
  recordType: 'event_sign_up',
  what: { id: 'Pendaftaran', en: 'Sign-up' },
  view: findSignUp,
};
