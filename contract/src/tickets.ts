import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, MessageOnly, StringEnum } from './schema-kit';
import { ANY_STAFF, DOOR_STAFF, type StaffRole } from './staff-roles';
import { text } from './studio-fields';

/**
 * What a door decides of a scan, pretix's words where it has them: `ok` (let in, or out), `already_redeemed`
 * (inside already), `not_inside` (an exit of a fan who is not in), `revoked` (cancelled, refunded or replaced),
 * `invalid_time` (past its validity), `other_event`, `invalid` (not a ticket of ours: malformed, forged, an unknown key).
 */
export const SCAN_RESULTS = [
  'ok',
  'already_redeemed',
  'not_inside',
  'revoked',
  'invalid_time',
  'other_event',
  'invalid',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_DIRECTIONS = ['entry', 'exit'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/**
 * What a door decides of a ticket it can read (its signature held, or staff found it by name), in pretix's order:
 * the event, revoked, its time, inside. One rule for the API and for a door deciding offline.
 */
export function decideScan(
  scan: { direction: ScanDirection; scannedAt: string },
  ticket: { eventId: string; validUntil: string; revoked: boolean; inside: boolean },
  eventId: string,
): ScanResult {
  if (ticket.eventId !== eventId) return 'other_event';
  if (ticket.revoked) return 'revoked';
  if (Date.parse(ticket.validUntil) <= Date.parse(scan.scannedAt)) return 'invalid_time';
  if (scan.direction === 'entry') return ticket.inside ? 'already_redeemed' : 'ok';
  return ticket.inside ? 'ok' : 'not_inside';
}

/** A fan's ticket: the event, and the secret its QR code shows. */
export const TicketSchema = Type.Object({
  _id: Type.String(),
  eventId: Type.String(),
  eventTitle: Type.String(),
  eventDate: Type.String({ format: 'date' }),
  eventTime: Type.String({ description: 'HH:MM, Jakarta time' }),
  location: Type.String(),
  fanName: Type.String(),
  secret: Type.String({ description: 'fh1.<claims>.<Ed25519 signature>: what the QR code holds' }),
  validUntil: DateTime(),
  revoked: Type.Boolean(),
});
export type Ticket = typeof TicketSchema.static;

export const TicketKeySchema = Type.Object({
  id: Type.String(),
  publicKey: Type.String({ description: 'Ed25519, 32 bytes, base64url' }),
});

/** What a door keeps to check tickets offline: the keys, who holds a ticket, what is revoked, who is in. */
export const DoorPackSchema = Type.Object({
  eventId: Type.String(),
  eventTitle: Type.String(),
  keys: Type.Array(TicketKeySchema),
  tickets: Type.Array(
    Type.Object({
      _id: Type.String(),
      fanName: Type.String(),
      validUntil: DateTime(),
      inside: Type.Boolean(),
      revoked: Type.Boolean(),
    }),
  ),
  inside: Type.Integer({ description: 'Fans inside now' }),
  cursor: DateTime({
    description: 'Ask again with `since` this for only the tickets that change from now on',
  }),
  increment: Type.Boolean({
    description:
      '`tickets` holds only those changed since `since` (and a little before); false: every ticket',
  }),
});
export type DoorPack = typeof DoorPackSchema.static;

export const DoorPackQuery = Type.Object(
  {
    since: Type.Optional(
      DateTime({
        description: "The last pack's `cursor`: only the tickets changed since then",
        'x-message': bilingual('`since` berupa waktu ISO 8601', '`since` is an ISO 8601 time'),
      }),
    ),
  },
  { additionalProperties: false },
);

export const ScanSchema = Type.Object(
  {
    nonce: Type.String({
      format: 'uuid',
      description: 'The door makes one per scan: a retried upload applies it once',
    }),
    secret: Type.Optional(Type.String({ maxLength: 1000, description: "What the ticket's QR code holds" })),
    ticketId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          "A ticket staff found by the fan's name (their phone would not show the code): instead of `secret`",
      }),
    ),
    direction: StringEnum(SCAN_DIRECTIONS),
    scannedAt: DateTime(),
    admittedOffline: Type.Boolean({ description: 'The door let the fan through while it was offline' }),
  },
  { additionalProperties: false },
);
export type Scan = typeof ScanSchema.static;

export const ScansBody = Type.Object(
  {
    door: Type.String({
      minLength: 1,
      maxLength: 60,
      'x-message': bilingual('Nama pintu 1-60 karakter', 'The door name is 1 to 60 characters'),
    }),
    scans: Type.Array(ScanSchema, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);

export const ScanOutcomeSchema = Type.Object({
  nonce: Type.String(),
  result: StringEnum(SCAN_RESULTS),
  ticketId: Type.Union([Type.String(), Type.Null()]),
  fanName: Type.Union([Type.String(), Type.Null()]),
  /** The door let the fan in offline and the server refused the scan: staff are told. */
  conflict: Type.Boolean(),
});
export type ScanOutcome = typeof ScanOutcomeSchema.static;

/** An event a door checks tickets at: live, with a place, from yesterday (Jakarta) on. */
export const DoorEventSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  date: Type.String({ format: 'date' }),
  time: Type.String(),
  location: Type.String(),
});

export const DoorConflictSchema = Type.Object({
  nonce: Type.String(),
  ticketId: Type.Union([Type.String(), Type.Null()]),
  fanName: Type.Union([Type.String(), Type.Null()]),
  door: Type.String(),
  result: StringEnum(SCAN_RESULTS),
  scannedAt: DateTime(),
  receivedAt: DateTime(),
});

const own = { auth: true, params: Type.Object({ userId: Type.String({ maxLength: 64 }) }) } as const;
const door = { staff: DOOR_STAFF as readonly StaffRole[], params: IdParam('eventId') } as const;

export const ticketEndpoints = endpointTable(
  endpoint('GET', '/member/:userId/tickets', {
    operationId: 'getTickets',
    tag: 'events',
    summary: 'Your tickets: one for each free or paid sign-up, with the signed secret its QR code shows',
    ...own,
    response: Envelope(Type.Array(TicketSchema)),
    errors: [401, 403],
  }),
  endpoint('GET', '/client/event/ticket-keys', {
    operationId: 'getTicketKeys',
    tag: 'events',
    summary:
      'The public keys tickets are signed with (every key still valid): anyone may verify a ticket offline',
    response: Envelope(Type.Array(TicketKeySchema)),
  }),
  endpoint('GET', '/studio/door/events', {
    operationId: 'studioDoorEvents',
    tag: 'studio: events',
    summary: 'The events a door checks tickets at: live ones from yesterday (Jakarta) on, soonest first',
    staff: DOOR_STAFF as readonly StaffRole[],
    response: Envelope(Type.Array(DoorEventSchema)),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/events/:eventId/door', {
    operationId: 'studioDoorPack',
    tag: 'studio: events',
    summary:
      "What a door keeps to check tickets offline: the keys, the event's tickets, revocations and who is in",
    ...door,
    querystring: DoorPackQuery,
    response: Envelope(DoorPackSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/events/:eventId/door/scans', {
    operationId: 'studioDoorScans',
    tag: 'studio: events',
    summary:
      "A door's scans, one or a batch kept offline: each applied once by its nonce, in order, with its result",
    ...door,
    body: ScansBody,
    response: Envelope(Type.Object({ outcomes: Type.Array(ScanOutcomeSchema), inside: Type.Integer() })),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/events/:eventId/tickets/:ticketId/revoke', {
    operationId: 'studioRevokeTicket',
    tag: 'studio: events',
    summary:
      "Revokes a ticket (leaked, lost, replaced): every door refuses it, and the fan's tickets show a new one",
    staff: ['admin', 'finance'] as readonly StaffRole[],
    params: Type.Object({ ...IdParam('eventId').properties, ...IdParam('ticketId').properties }),
    body: Type.Object(
      { reason: text(200, 'Alasan 1-200 karakter', 'The reason is 1 to 200 characters') },
      { additionalProperties: false },
    ),
    response: MessageOnly,
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/events/:eventId/door/conflicts', {
    operationId: 'studioDoorConflicts',
    tag: 'studio: events',
    summary:
      'Scans a door let through offline that the server refused (one ticket let in at two doors), newest first',
    staff: ANY_STAFF,
    params: IdParam('eventId'),
    response: Envelope(Type.Array(DoorConflictSchema)),
    errors: [401, 403, 404],
  }),
);
