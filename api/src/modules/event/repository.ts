import { type EventCategory, type EventStatus, type FanEvent, type MySignUp } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

/** What fans may see: live and closed events, and scheduled ones from their time (`fan_visible`). */
const VISIBLE = '"_id" IN (SELECT id FROM events WHERE fan_visible(publication, publish_at))';

const EVENT_SORT = { createdAt: '"createdAt"', date: 'date', price: 'price' } as const;
export type EventSort = keyof typeof EVENT_SORT;

export async function listEvents(
  db: Queryable,
  filter: { status: EventStatus | 'all'; category: EventCategory | 'all' },
  page: Page & { sortBy: EventSort },
): Promise<{ items: FanEvent[]; total: number }> {
  const where = `WHERE ($1 = 'all' OR status = $1) AND ($2 = 'all' OR category = $2) AND ${VISIBLE}`;
  const { rows } = await db.query<FanEvent>(
    `SELECT * FROM event_cards ${where}
     ORDER BY ${EVENT_SORT[page.sortBy]} ${direction(page)}, "_id" LIMIT $3 OFFSET $4`,
    [filter.status, filter.category, page.limit, offset(page)],
  );
  const total = await countRows(db, `FROM event_cards ${where}`, [filter.status, filter.category]);
  return { items: rows, total };
}

/** An event as lists and details show it, with its latest participants (`event_cards`, db/schema.sql). */
export async function findEvent(db: Queryable, id: string): Promise<FanEvent | undefined> {
  return (await db.query<FanEvent>(`SELECT * FROM event_cards WHERE "_id" = $1 AND ${VISIBLE}`, [id]))
    .rows[0];
}

/** Adds one share; answers the new count, or undefined for an unknown event. */
export async function addShare(db: Queryable, id: string): Promise<number | undefined> {
  const { rows } = await db.query<{ shares: number }>(
    'UPDATE events SET shares = shares + 1 WHERE id = $1 RETURNING shares',
    [id],
  );
  return rows[0]?.shares;
}

/**
 * Whether a fan may cancel sign-up `s` of event `e` themselves: the event allows it, fanhub took the sign-up (a
 * partner's is the partner's), and the event day is still ahead in Jakarta.
 */
export const MAY_CANCEL = `(e.fans_may_cancel AND s.type IN ('free', 'paid') AND e.event_date > today_in_jakarta())`;

/** Whether the fan may cancel sign-up `signUpId` themselves (MAY_CANCEL). */
export async function fanMayCancel(db: Queryable, signUpId: string): Promise<boolean> {
  const { rows } = await db.query<{ mayCancel: boolean }>(
    `SELECT ${MAY_CANCEL} AS "mayCancel" FROM event_sign_ups s JOIN events e ON e.id = s.event_id WHERE s.id = $1`,
    [signUpId],
  );
  return rows[0]?.mayCancel ?? false;
}

/** Whether `memberId` signed up for the event, how, and whether they may cancel it. */
export async function findMySignUp(db: Queryable, eventId: string, memberId: string): Promise<MySignUp> {
  const { rows } = await db.query<{ type: MySignUp['type']; signedUpAt: string; mayCancel: boolean }>(
    `SELECT s.type, s.created_at AS "signedUpAt", ${MAY_CANCEL} AS "mayCancel"
     FROM event_sign_ups s JOIN events e ON e.id = s.event_id WHERE s.event_id = $1 AND s.member_id = $2`,
    [eventId, memberId],
  );
  return rows[0]
    ? { signedUp: true, ...rows[0] }
    : { signedUp: false, type: null, signedUpAt: null, mayCancel: false };
}
