import type { DoorPack, ScanResult, Ticket } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/**
 * A free or paid sign-up of the fan's (partner sign-ups happen on the partner's site) without a ticket in force: none
 * yet, or its ticket revoked (replaced).
 */
export interface Unticketed {
  signUpId: string;
  eventId: string;
  memberId: string;
  fullName: string;
  validUntil: string;
}

export async function unticketedSignUps(db: Queryable, memberId: string): Promise<Unticketed[]> {
  const { rows } = await db.query<Unticketed>(
    `SELECT s.id AS "signUpId", s.event_id AS "eventId", s.member_id AS "memberId", m.full_name AS "fullName",
            iso_time(jakarta_midnight_after(e.event_date)) AS "validUntil"
     FROM event_sign_ups s JOIN events e ON e.id = s.event_id JOIN members m ON m.id = s.member_id
     WHERE s.member_id = $1 AND s.type IN ('free', 'paid')
       AND NOT EXISTS (SELECT 1 FROM event_tickets t WHERE t.sign_up_id = s.id AND t.revoked_at IS NULL)`,
    [memberId],
  );
  return rows;
}

/** Keeps a ticket made for a sign-up; a second one made at the same time for it is dropped. */
export async function insertTicket(
  db: Queryable,
  ticket: {
    id: string;
    signUpId: string;
    eventId: string;
    memberId: string;
    keyId: string;
    secret: string;
    validUntil: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO event_tickets (id, sign_up_id, event_id, member_id, key_id, secret, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (sign_up_id) WHERE revoked_at IS NULL DO NOTHING`,
    [
      ticket.id,
      ticket.signUpId,
      ticket.eventId,
      ticket.memberId,
      ticket.keyId,
      ticket.secret,
      ticket.validUntil,
    ],
  );
}

const TICKET_COLUMNS = `t.id AS "_id", e.id AS "eventId", e.title AS "eventTitle", to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
            e.event_time AS "eventTime", e.location, m.full_name AS "fanName", t.secret,
            iso_time(t.valid_until) AS "validUntil", t.revoked_at IS NOT NULL AS revoked`;
const TICKETS_WITH_EVENT_AND_FAN = `event_tickets t JOIN events e ON e.id = t.event_id JOIN members m ON m.id = t.member_id`;
const TICKETS = `SELECT ${TICKET_COLUMNS} FROM ${TICKETS_WITH_EVENT_AND_FAN}`;

export async function ticketsOf(db: Queryable, memberId: string): Promise<Ticket[]> {
  const { rows } = await db.query<Ticket>(
    `${TICKETS} WHERE t.member_id = $1 ORDER BY e.event_date, e.event_time, t.issued_at`,
    [memberId],
  );
  return rows;
}

export async function ticketById(db: Queryable, id: string): Promise<Ticket> {
  const { rows } = await db.query<Ticket>(`${TICKETS} WHERE t.id = $1`, [id]);
  return rows[0]!;
}

/**
 * An increment repeats what changed this long before its `since`: a change carries the time it was made and is
 * seen once its transaction commits, which the API's statement budget keeps well within this.
 */
const DOOR_PACK_OVERLAP = '1 minute';

/**
 * The tickets of an event with whether each is inside (its last accepted scan, by scan time, an entry) and revoked;
 * with `since` (a door's last cursor), only those changed since (issued, revoked, gone in or out, their holder
 * renamed), and a little before. The database reads the time: it takes every form the contract's format does.
 */
export async function doorTickets(db: Queryable, eventId: string, since?: string) {
  const { rows } = await db.query<DoorPack['tickets'][number] & { fullName: string }>(
    `WITH changed AS (SELECT $2::timestamptz - $3::interval AS since)
     SELECT t.id AS "_id", m.full_name AS "fullName", iso_time(t.valid_until) AS "validUntil",
            t.revoked_at IS NOT NULL AS revoked, t.inside
     FROM event_tickets t JOIN members m ON m.id = t.member_id, changed c
     WHERE t.event_id = $1 AND (c.since IS NULL OR t.changed_at > c.since OR m.updated_at > c.since)
     ORDER BY m.full_name`,
    [eventId, since ?? null, DOOR_PACK_OVERLAP],
  );
  return rows;
}

/** The database's clock now: a door's next increment starts from it. */
export async function databaseNow(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ now: string }>('SELECT iso_time(clock_timestamp()) AS now');
  return rows[0]!.now;
}

export async function lockedTicket(db: Queryable, ticketId: string) {
  const { rows } = await db.query<{
    eventId: string;
    fullName: string;
    validUntil: string;
    revoked: boolean;
    inside: boolean;
  }>(
    `SELECT t.event_id AS "eventId", m.full_name AS "fullName", iso_time(t.valid_until) AS "validUntil",
            t.revoked_at IS NOT NULL AS revoked, t.inside
     FROM event_tickets t JOIN members m ON m.id = t.member_id WHERE t.id = $1 FOR UPDATE OF t`,
    [ticketId],
  );
  return rows[0];
}

/** A scan already applied (its nonce seen): what was decided then. */
export async function appliedScan(db: Queryable, nonce: string) {
  const { rows } = await db.query<{
    result: ScanResult;
    ticketId: string | null;
    conflict: boolean;
    fullName: string | null;
  }>(
    `SELECT sc.result, sc.ticket_id AS "ticketId", sc.conflict, m.full_name AS "fullName"
     FROM ticket_scans sc LEFT JOIN event_tickets t ON t.id = sc.ticket_id LEFT JOIN members m ON m.id = t.member_id
     WHERE sc.nonce = $1`,
    [nonce],
  );
  return rows[0];
}

export async function keepScan(
  db: Queryable,
  scan: {
    nonce: string;
    eventId: string;
    ticketId: string | null;
    door: string;
    direction: 'entry' | 'exit';
    scannedAt: string;
    staffId: string;
    result: ScanResult;
    admittedOffline: boolean;
  },
): Promise<{ conflict: boolean } | undefined> {
  // A door whose clock runs ahead would otherwise place its scans after every later one (ADR-274).
  const { rows } = await db.query<{ conflict: boolean }>(
    `INSERT INTO ticket_scans (nonce, event_id, ticket_id, door, direction, scanned_at, staff_id, result, admitted_offline)
     VALUES ($1, $2, $3, $4, $5, LEAST($6::timestamptz, now()), $7, $8, $9)
     ON CONFLICT (nonce) DO NOTHING RETURNING conflict`,
    [
      scan.nonce,
      scan.eventId,
      scan.ticketId,
      scan.door,
      scan.direction,
      scan.scannedAt,
      scan.staffId,
      scan.result,
      scan.admittedOffline,
    ],
  );
  return rows[0];
}

export async function insideCount(db: Queryable, eventId: string): Promise<number> {
  const { rows } = await db.query<{ inside: number }>(
    'SELECT count(*)::integer AS inside FROM event_tickets WHERE event_id = $1 AND inside',
    [eventId],
  );
  return rows[0]!.inside;
}

export async function doorConflicts(db: Queryable, eventId: string) {
  const { rows } = await db.query(
    `SELECT sc.nonce, sc.ticket_id AS "ticketId", m.full_name AS "fanName", sc.door, sc.result,
            iso_time(sc.scanned_at) AS "scannedAt", iso_time(sc.received_at) AS "receivedAt"
     FROM ticket_scans sc LEFT JOIN event_tickets t ON t.id = sc.ticket_id LEFT JOIN members m ON m.id = t.member_id
     WHERE sc.event_id = $1 AND sc.conflict ORDER BY sc.received_at DESC`,
    [eventId],
  );
  return rows as {
    nonce: string;
    ticketId: string | null;
    fanName: string | null;
    door: string;
    result: ScanResult;
    scannedAt: string;
    receivedAt: string;
  }[];
}

/** The events a door checks tickets at: live ones with a place, from yesterday (Jakarta) on, soonest first. */
export async function doorEvents(db: Queryable) {
  const { rows } = await db.query<{
    _id: string;
    title: string;
    date: string;
    time: string;
    location: string;
  }>(
    `SELECT id AS "_id", title, to_char(event_date, 'YYYY-MM-DD') AS date, event_time AS time, location
     FROM events
     WHERE publication IN ('live', 'closed') AND location <> ''
       AND event_date >= (now() AT TIME ZONE 'Asia/Jakarta')::date - 1
     ORDER BY event_date, event_time, title LIMIT 100`,
  );
  return rows;
}

/** A ticket whose mail is owed (not mailed yet, not revoked), with where it goes; undefined when none is. */
export async function owedTicketMail(
  db: Queryable,
  ticketId: string,
): Promise<{ email: string; ticket: Ticket } | undefined> {
  const { rows } = await db.query<Ticket & { email: string }>(
    `SELECT ${TICKET_COLUMNS}, m.email FROM ${TICKETS_WITH_EVENT_AND_FAN}
     WHERE t.id = $1 AND t.mailed_at IS NULL AND t.revoked_at IS NULL`,
    [ticketId],
  );
  const owed = rows[0];
  if (!owed) return undefined;
  const { email, ...ticket } = owed;
  return { email, ticket };
}

export async function eventTitle(db: Queryable, eventId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ title: string }>('SELECT title FROM events WHERE id = $1', [eventId]);
  return rows[0]?.title;
}

/** A ticket as the studio shows it, for the audit trail. */
export async function findStudioTicket(db: Queryable, ticketId: string) {
  const { rows } = await db.query<{
    _id: string;
    eventId: string;
    fanName: string;
    revokedAt: string | null;
    revokedReason: string | null;
  }>(
    `SELECT t.id AS "_id", t.event_id AS "eventId", m.full_name AS "fanName", iso_time(t.revoked_at) AS "revokedAt",
            t.revoked_reason AS "revokedReason"
     FROM event_tickets t JOIN members m ON m.id = t.member_id WHERE t.id = $1`,
    [ticketId],
  );
  return rows[0];
}

/** Revokes a ticket in force (a revoked one stays as it was revoked). */
export async function revokeTicket(db: Queryable, ticketId: string, reason: string): Promise<void> {
  await db.query(
    'UPDATE event_tickets SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [ticketId, reason],
  );
}
