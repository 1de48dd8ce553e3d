import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import {
  Avatar,
  DateTime,
  Envelope,
  IdParam,
  PagedEnvelope,
  PageQuery,
  SpendHeaders,
  StringEnum,
} from './schema-kit';

export const EVENT_CATEGORIES = ['Concert', 'Fan Meeting', 'Watch Party', 'Festival'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_STATUSES = ['upcoming', 'popular', 'sold-out'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const SIGN_UP_TYPES = ['free', 'partner', 'paid'] as const;
/** Event dates and times are local to Jakarta (WIB). */
export const EVENT_TIME_ZONE = 'Asia/Jakarta';
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

export const EventQuery = Type.Composite([
  PageQuery(['createdAt', 'date', 'price'], 4),
  Type.Object({
    status: StringEnum(['all', ...EVENT_STATUSES] as const, {
      default: 'all',
      'x-message':
        'Status harus all, upcoming, popular atau sold-out / Status must be all, upcoming, popular or sold-out',
    }),
    category: StringEnum(['all', ...EVENT_CATEGORIES] as const, {
      default: 'all',
      'x-message':
        'Kategori harus all, Concert, Fan Meeting, Watch Party atau Festival / Category must be all, Concert, Fan Meeting, Watch Party or Festival',
    }),
  }),
]);

export const EventParticipantSchema = Type.Object({
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Avatar,
});

export const EventSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  category: StringEnum(EVENT_CATEGORIES),
  date: Type.String({ format: 'date' }),
  time: Type.String({ description: 'Local start time, e.g. 19:00 WIB' }),
  location: Type.String(),
  price: Type.Integer({ description: 'Coins; 0 is free (Gratis)' }),
  partnerSignUpLink: Type.Union([Type.String(), Type.Null()]),
  signUpType: StringEnum(SIGN_UP_TYPES, {
    description: 'partner when it has a partner link, else paid when price > 0, else free',
  }),
  status: StringEnum(EVENT_STATUSES, { description: 'sold-out once participants reach capacity' }),
  ended: Type.Boolean({ description: 'The event date has passed (in Jakarta): no more sign-ups' }),
  capacity: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no limit' }),
  shares: Type.Integer(),
  participantsCount: Type.Integer(),
  participants: Type.Array(EventParticipantSchema, { description: 'The latest 10 participants' }),
  createdAt: DateTime(),
});
export type FanEvent = typeof EventSchema.static;

export const SignUpBody = Type.Object(
  {
    eventId: IdParam('eventId').properties.eventId,
    type: StringEnum(SIGN_UP_TYPES, {
      'x-message':
        'Jenis pendaftaran harus free, partner atau paid / Sign-up type must be free, partner or paid',
    }),
  },
  { additionalProperties: false },
);

/** The signed-in fan's own sign-up for an event, kept apart so the public event stays cacheable. */
export const MySignUpSchema = Type.Object({
  signedUp: Type.Boolean(),
  type: Type.Union([StringEnum(SIGN_UP_TYPES), Type.Null()]),
  signedUpAt: Type.Union([DateTime(), Type.Null()]),
  mayCancel: Type.Boolean({
    description:
      'The fan may cancel it here: the event allows it, it is a free or paid sign-up, and the event day is still ahead (Jakarta)',
  }),
});
export type MySignUp = typeof MySignUpSchema.static;

export const SignUpResultSchema = Type.Object({
  type: StringEnum(SIGN_UP_TYPES),
  balance: Type.Integer({ description: "The fan's coin balance after signing up" }),
  partnerSignUpLink: Type.Union([Type.String(), Type.Null()]),
  event: EventSchema,
});
export type SignUpResult = typeof SignUpResultSchema.static;

const tag = 'events';

export const eventEndpoints = endpointTable(
  endpoint('GET', '/client/event', {
    operationId: 'listEvents',
    tag,
    summary: 'Events, filtered by status and category',
    querystring: EventQuery,
    response: PagedEnvelope(EventSchema),
  }),
  endpoint('GET', '/client/event/:id', {
    operationId: 'getEvent',
    tag,
    summary: 'An event',
    params: IdParam('id'),
    response: Envelope(EventSchema),
    errors: [404],
  }),
  endpoint('GET', '/client/event/:id/my-sign-up', {
    operationId: 'getMyEventSignUp',
    tag,
    summary: 'Whether the signed-in fan signed up for this event (the event itself is public)',
    auth: true,
    params: IdParam('id'),
    response: Envelope(MySignUpSchema),
    errors: [401, 404],
  }),
  endpoint('POST', '/client/event/sign-up', {
    operationId: 'signUpForEvent',
    tag,
    summary: 'Sign up for an event (free, partner, or paid in coins); once per fan',
    auth: true,
    headers: SpendHeaders,
    body: SignUpBody,
    response: Envelope(SignUpResultSchema),
    errors: [401, 403, 404, 409, 422],
  }),
  endpoint('POST', '/client/event/:id/cancel-sign-up', {
    operationId: 'cancelMyEventSignUp',
    tag,
    summary:
      "Cancel the fan's sign-up where the event allows it, until the day before: a paid one's coins come back, the ticket is revoked",
    auth: true,
    params: IdParam('id'),
    response: Envelope(Type.Object({ balance: Type.Integer(), event: EventSchema })),
    errors: [401, 404, 409, 422],
  }),
  endpoint('PUT', '/client/event/share/:id', {
    operationId: 'countEventShare',
    tag,
    summary: 'Count one share of an event',
    params: IdParam('id'),
    response: Envelope(Type.Object({ shares: Type.Integer() })),
    errors: [404, 429],
  }),
);
