import {
  EVENT_TIME_ZONE,
  type EventCategory,
  type EventStatus,
  type FanEvent,
  type MySignUp,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

/** Today's date where the events happen: an event is over once its date is before it. */
export const TODAY_IN_JAKARTA = `(now() AT TIME ZONE '${EVENT_TIME_ZONE}')::date`;

/** Faces shown on a card: the latest participants. */
const PARTICIPANTS_SHOWN = 10;

/** One row per event with its participants; the type of sign-up follows from price and partner link. */
const EVENT_CARDS = `
  WITH cards AS (
    SELECT e.id AS "_id", e.title, e.image, e.description, e.category,
           to_char(e.event_date, 'YYYY-MM-DD') AS date, e.event_time AS time, e.location, e.price,
           e.partner_sign_up_link AS "partnerSignUpLink",
           CASE WHEN e.partner_sign_up_link IS NOT NULL THEN 'partner' WHEN e.price > 0 THEN 'paid' ELSE 'free' END
             AS "signUpType",
           CASE WHEN e.capacity IS NOT NULL AND p.count >= e.capacity THEN 'sold-out' ELSE e.highlight END AS status,
           e.event_date < ${TODAY_IN_JAKARTA} AS ended,
           e.capacity, e.shares, p.count AS "participantsCount", p.latest AS participants, e.created_at AS "createdAt"
    FROM events e
    CROSS JOIN LATERAL (
      SELECT (SELECT COUNT(*) FROM event_sign_ups s WHERE s.event_id = e.id)::bigint AS count,
             COALESCE((
               SELECT json_agg(json_build_object('userId', m.id, 'fullName', m.full_name, 'avatar', m.avatar)
                               ORDER BY s.created_at DESC)
               FROM (SELECT member_id, created_at FROM event_sign_ups WHERE event_id = e.id
                     ORDER BY created_at DESC, id LIMIT ${PARTICIPANTS_SHOWN}) s
               JOIN members m ON m.id = s.member_id
             ), '[]'::json) AS latest
    ) p
  )`;

const EVENT_SORT = { createdAt: '"createdAt"', date: 'date', price: 'price' } as const;
export type EventSort = keyof typeof EVENT_SORT;

export async function listEvents(
  db: Queryable,
  filter: { status: EventStatus | 'all'; category: EventCategory | 'all' },
  page: Page & { sortBy: EventSort },
): Promise<{ items: FanEvent[]; total: number }> {
  const where = `WHERE ($1 = 'all' OR status = $1) AND ($2 = 'all' OR category = $2)`;
  const { rows } = await db.query<FanEvent>(
    `${EVENT_CARDS} SELECT * FROM cards ${where}
     ORDER BY ${EVENT_SORT[page.sortBy]} ${direction(page)}, "_id" LIMIT $3 OFFSET $4`,
    [filter.status, filter.category, page.limit, offset(page)],
  );
  const total = await countRows(db, `FROM (${EVENT_CARDS} SELECT * FROM cards ${where}) listed`, [
    filter.status,
    filter.category,
  ]);
  return { items: rows, total };
}

export async function findEvent(db: Queryable, id: string): Promise<FanEvent | undefined> {
  return (await db.query<FanEvent>(`${EVENT_CARDS} SELECT * FROM cards WHERE "_id" = $1`, [id])).rows[0];
}

/** Adds one share; answers the new count, or undefined for an unknown event. */
export async function addShare(db: Queryable, id: string): Promise<number | undefined> {
  const { rows } = await db.query<{ shares: number }>(
    'UPDATE events SET shares = shares + 1 WHERE id = $1 RETURNING shares',
    [id],
  );
  return rows[0]?.shares;
}

/** Whether `memberId` signed up for the event, and how. */
export async function findMySignUp(db: Queryable, eventId: string, memberId: string): Promise<MySignUp> {
  const { rows } = await db.query<{ type: MySignUp['type']; signedUpAt: string }>(
    'SELECT type, created_at AS "signedUpAt" FROM event_sign_ups WHERE event_id = $1 AND member_id = $2',
    [eventId, memberId],
  );
  return rows[0] ? { signedUp: true, ...rows[0] } : { signedUp: false, type: null, signedUpAt: null };
}
