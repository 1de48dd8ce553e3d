import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

export interface MemberNotification {
  _id: string;
  title: string;
  status: string;
  timestamp: string;
  content: string;
}

/** Tells a member something happened to their coins; written in the transaction that moved them. */
export async function notifyMember(
  db: Queryable,
  memberId: string,
  title: string,
  content: string,
): Promise<void> {
  await db.query('INSERT INTO notifications (member_id, title, content) VALUES ($1, $2, $3)', [
    memberId,
    title,
    content,
  ]);
}

export async function listNotifications(
  db: Queryable,
  memberId: string,
  page: Page,
): Promise<{ items: MemberNotification[]; total: number }> {
  const order = direction(page);
  const { rows } = await db.query<MemberNotification>(
    `SELECT id AS "_id", title, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp, content
     FROM notifications WHERE member_id = $1
     ORDER BY created_at ${order}, seq ${order} LIMIT $2 OFFSET $3`,
    [memberId, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM notifications WHERE member_id = $1', [memberId]) };
}
