import type { EventParticipantRow, Publication, StudioEvent } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

/** An event as the studio shows it: as fans see it (`event_cards`) and its life cycle. */
const STUDIO_EVENT = `
  SELECT ec.*, e.highlight, e.fans_may_cancel AS "fansMayCancel", e.publication, e.publish_at AS "publishAt", e.drafted_by AS "draftedBy",
         e.submitted_by AS "submittedBy", e.published_by AS "publishedBy"
  FROM event_cards ec JOIN events e ON e.id = ec."_id"`;

const SORT = { createdAt: 'e.created_at', date: 'e.event_date', title: 'e.title' } as const;

export async function listStudioEvents(
  db: Queryable,
  filter: { publication?: Publication; q?: string },
  page: Page & { sortBy: keyof typeof SORT },
) {
  const where = `WHERE ($1::text IS NULL OR e.publication = $1)
    AND ($2::text IS NULL OR e.title ILIKE '%' || $2 || '%')`;
  const params = [filter.publication ?? null, filter.q ?? null];
  const { rows } = await db.query<StudioEvent>(
    `${STUDIO_EVENT} ${where} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, e.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM events e ${where}`, params) };
}

/** An event in any state of its life cycle; undefined when there is none. */
export async function findStudioEvent(db: Queryable, id: string): Promise<StudioEvent | undefined> {
  return (await db.query<StudioEvent>(`${STUDIO_EVENT} WHERE e.id = $1`, [id])).rows[0];
}

/** The event's participants in sign-up order, with what their sign-up cost and its ticket. */
const PARTICIPANTS = `
  SELECT s.id AS "_id", m.full_name AS "fullName", m.email, m.phone, s.type,
         COALESCE(tr.amount, 0)::int AS coins, iso_time(s.created_at) AS "signedUpAt", t.id AS "ticketId"
  FROM event_sign_ups s JOIN members m ON m.id = s.member_id
  LEFT JOIN ledger_transfers tr ON tr.id = s.transfer_id
  LEFT JOIN event_tickets t ON t.sign_up_id = s.id AND t.revoked_at IS NULL
  WHERE s.event_id = $1`;

export async function listParticipants(db: Queryable, eventId: string, page: Page) {
  const { rows } = await db.query<EventParticipantRow>(
    `${PARTICIPANTS} ORDER BY s.created_at ${direction(page)}, s.id LIMIT $2 OFFSET $3`,
    [eventId, page.limit, offset(page)],
  );
  return {
    items: rows,
    total: await countRows(db, 'FROM event_sign_ups s WHERE s.event_id = $1', [eventId]),
  };
}

/** Every participant, in sign-up order (the partner's export). */
export async function allParticipants(db: Queryable, eventId: string): Promise<EventParticipantRow[]> {
  return (await db.query<EventParticipantRow>(`${PARTICIPANTS} ORDER BY s.created_at, s.id`, [eventId])).rows;
}

export interface NewEvent {
  title: string;
  /** The image's `/v1/file/…` path. */
  image: string;
  description: string;
  category: string;
  date: string;
  /** The time with its zone (Jakarta's). */
  time: string;
  location: string;
  price: number;
  partnerSignUpLink: string | null;
  capacity: number | null;
  highlight: string;
  fansMayCancel: boolean;
  /** The staff member who drafted it (none for an operator's script). */
  draftedBy: string | null;
}

/** A new event, a draft; its id. */
export async function insertDraftEvent(db: Queryable, event: NewEvent): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price,
                         partner_sign_up_link, capacity, highlight, fans_may_cancel, publication, drafted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'draft', $13) RETURNING id`,
    [
      event.title,
      event.image,
      event.description,
      event.category,
      event.date,
      event.time,
      event.location,
      event.price,
      event.partnerSignUpLink,
      event.capacity,
      event.highlight,
      event.fansMayCancel,
      event.draftedBy,
    ],
  );
  return rows[0]!.id;
}

/** A sign-up in force or cancelled, as the audit trail shows it. */
export async function findSignUp(db: Queryable, signUpId: string) {
  const { rows } = await db.query<{
    _id: string;
    eventId: string;
    memberId: string;
    type: string;
    coins: number;
    cancelledAt: string | null;
    reason: string | null;
  }>(
    `SELECT s.id AS "_id", s.event_id AS "eventId", s.member_id AS "memberId", s.type,
            COALESCE(t.amount, 0)::int AS coins, iso_time(s.cancelled_at) AS "cancelledAt", s.reason
     FROM (SELECT id, event_id, member_id, type, transfer_id, NULL::timestamptz AS cancelled_at, NULL AS reason
           FROM event_sign_ups
           UNION ALL
           SELECT id, event_id, member_id, type, transfer_id, cancelled_at, reason FROM cancelled_event_sign_ups) s
     LEFT JOIN ledger_transfers t ON t.id = s.transfer_id
     WHERE s.id = $1`,
    [signUpId],
  );
  return rows[0];
}
