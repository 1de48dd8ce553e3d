import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { EVENT_CATEGORIES, EventSchema, SIGN_UP_TYPES } from './event';
import { CONTENT_EDITORS, PublicationChangeBody, publicationFields, PUBLICATIONS } from './publication';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { pendingRevisionField } from './revision-studio';
import { ANY_STAFF, type StaffRole } from './staff-roles';
import { ContentImage, text } from './studio-fields';

const eventBodyFields = {
  title: text(200, 'Judul 1-200 karakter', 'The title is 1 to 200 characters'),
  image: ContentImage,
  description: text(4000, 'Deskripsi 1-4000 karakter', 'The description is 1 to 4000 characters'),
  category: StringEnum(EVENT_CATEGORIES, {
    'x-message': bilingual(
      'Kategori harus Concert, Fan Meeting, Watch Party atau Festival',
      'The category is Concert, Fan Meeting, Watch Party or Festival',
    ),
  }),
  date: Type.String({
    format: 'date',
    description: 'The day in Jakarta (YYYY-MM-DD)',
    'x-message': bilingual('Tanggal harus YYYY-MM-DD', 'The date is YYYY-MM-DD'),
  }),
  time: Type.String({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    description: 'The start time in Jakarta (HH:MM); fans read it with WIB',
    'x-message': bilingual('Jam harus HH:MM (WIB)', 'The time is HH:MM (WIB)'),
  }),
  location: text(300, 'Lokasi 1-300 karakter', 'The location is 1 to 300 characters'),
  price: Type.Integer({
    minimum: 0,
    maximum: 10_000_000,
    description: 'Coins; 0 is free',
    'x-message': bilingual('Harga 0 sampai 10.000.000 koin', 'The price is 0 to 10,000,000 coins'),
  }),
  partnerSignUpLink: Type.Union([Type.String({ format: 'uri', maxLength: 500 }), Type.Null()], {
    description: 'Where a partner takes sign-ups (fans sign up there); null when fanhub takes them',
    'x-message': bilingual('Link partner harus URL lengkap', 'The partner link is a full URL'),
  }),
  capacity: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], {
    description: 'Places; null for no limit (sold out once sign-ups reach it)',
    'x-message': bilingual(
      'Kapasitas 1 sampai 1.000.000, atau kosong',
      'Capacity is 1 to 1,000,000, or empty',
    ),
  }),
  highlight: StringEnum(['upcoming', 'popular'] as const, { description: 'popular highlights it' }),
  fansMayCancel: Type.Boolean({
    description: 'Fans may cancel their sign-up until the day before (a paid one gets its coins back)',
  }),
};
export const EventBody = Type.Object(
  {
    ...eventBodyFields,
    partnerSignUpLink: Type.Optional(eventBodyFields.partnerSignUpLink),
    capacity: Type.Optional(eventBodyFields.capacity),
    highlight: Type.Optional(eventBodyFields.highlight),
    fansMayCancel: Type.Optional(eventBodyFields.fansMayCancel),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi judul, gambar, deskripsi, kategori, tanggal, jam, lokasi dan harga',
      'Fill in title, image, description, category, date, time, location and price',
    ),
  },
);
export const EventChangesBody = Type.Partial(Type.Object(eventBodyFields), {
  additionalProperties: false,
  minProperties: 1,
});

/** An event as the studio shows it: as fans see it, and where it is in its life cycle. */
export const StudioEventSchema = Type.Object({
  ...EventSchema.properties,
  ...publicationFields,
  highlight: StringEnum(['upcoming', 'popular'] as const),
  fansMayCancel: Type.Boolean(),
  ...pendingRevisionField,
});
export type StudioEvent = typeof StudioEventSchema.static;

export const StudioEventQuery = Type.Object(
  {
    ...PageQuery(['createdAt', 'date', 'title'], 25).properties,
    publication: Type.Optional(StringEnum(PUBLICATIONS)),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the title' })),
  },
  { additionalProperties: false },
);

/** One fan signed up for an event, as a partner needs them. */
export const EventParticipantRowSchema = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  type: StringEnum(SIGN_UP_TYPES),
  coins: Type.Integer({ description: 'What the sign-up cost (0 when free or at a partner)' }),
  signedUpAt: DateTime(),
  ticketId: Type.Union([Type.String(), Type.Null()], {
    description: "The sign-up's ticket (free and paid sign-ups; a partner's are the partner's to ticket)",
  }),
});
export type EventParticipantRow = typeof EventParticipantRowSchema.static;

const tag = 'studio: events';
const eventId = IdParam('eventId');

export const eventStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/events', {
    operationId: 'studioListEvents',
    tag,
    summary: 'Events in every state of their life cycle, by state and title',
    staff: ANY_STAFF,
    querystring: StudioEventQuery,
    response: PagedEnvelope(StudioEventSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/events/:eventId', {
    operationId: 'studioGetEvent',
    tag,
    summary: 'An event, as fans see it and where it is in its life cycle',
    staff: ANY_STAFF,
    params: eventId,
    response: Envelope(StudioEventSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/events', {
    operationId: 'studioCreateEvent',
    tag,
    summary: 'A new event, as a draft fans do not see',
    staff: CONTENT_EDITORS,
    body: EventBody,
    response: Envelope(StudioEventSchema),
    successStatus: 201,
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/events/:eventId', {
    operationId: 'studioUpdateEvent',
    tag,
    summary:
      'Changes an event (once fans signed up, its price stays, and it cannot move before today). Once published, the change waits for another editor or an admin to approve it (GET /studio/revisions); fans see the record as it was until then.',
    staff: CONTENT_EDITORS,
    params: eventId,
    body: EventChangesBody,
    response: Envelope(StudioEventSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('DELETE', '/studio/events/:eventId', {
    operationId: 'studioDeleteEvent',
    tag,
    summary: 'Deletes an event no fan signed up for (one with sign-ups can be unpublished or closed)',
    staff: CONTENT_EDITORS,
    params: eventId,
    response: MessageOnly,
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/events/:eventId/publication', {
    operationId: 'studioChangeEventPublication',
    tag,
    summary: 'Moves an event through its life cycle: submit, return, publish, close or unpublish',
    staff: CONTENT_EDITORS,
    params: eventId,
    body: PublicationChangeBody,
    response: Envelope(StudioEventSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/events/:eventId/participants', {
    operationId: 'studioListEventParticipants',
    tag,
    summary: "The event's participants with their sign-up type and time, newest first by default",
    staff: ANY_STAFF,
    params: eventId,
    querystring: PageQuery(['signedUpAt'], 50),
    response: PagedEnvelope(EventParticipantRowSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/events/:eventId/sign-ups/:signUpId/refund', {
    operationId: 'studioRefundSignUp',
    tag: 'studio: events',
    summary:
      "Refunds a sign-up (a paid one's coins go back to the fan) and revokes its ticket; the fan may sign up again",
    staff: ['admin', 'finance'] as readonly StaffRole[],
    params: Type.Object({ ...IdParam('eventId').properties, ...IdParam('signUpId').properties }),
    body: Type.Object(
      { reason: text(200, 'Alasan 1-200 karakter', 'The reason is 1 to 200 characters') },
      { additionalProperties: false },
    ),
    response: MessageOnly,
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/events/:eventId/participants.csv', {
    operationId: 'studioExportEventParticipants',
    tag,
    summary: "Every participant of the event as CSV, for the event's partner",
    answer: {
      contentType: 'text/csv',
      description:
        'name, email, phone, sign-up type, coins, signed up at (ISO 8601), one fan a line, with a header',
    },
    staff: ANY_STAFF,
    params: eventId,
    errors: [401, 403, 404],
  }),
);
