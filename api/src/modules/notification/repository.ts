import type { MemberNotification } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, limitAndOffset, type Page } from '../../db/paging';

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

/** The member's notifications, newest first by default (all of them without `page`). */
export async function listNotifications(
  db: Queryable,
  memberId: string,
  page: Page | undefined,
): Promise<{ items: MemberNotification[]; total: number }> {
  const order = page ? direction(page) : 'DESC';
  const { rows } = await db.query<MemberNotification>(
    `SELECT id AS "_id", title, status, created_at AS timestamp, content
     FROM notifications WHERE member_id = $1
     ORDER BY created_at ${order}, seq ${order} LIMIT $2 OFFSET $3`,
    [memberId, ...limitAndOffset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM notifications WHERE member_id = $1', [memberId]) };
}

export async function unreadCount(db: Queryable, memberId: string): Promise<number> {
  return countRows(db, "FROM notifications WHERE member_id = $1 AND status = 'unread'", [memberId]);
}

/** Marks one of the member's notifications read; undefined when it is not theirs (or does not exist). */
export async function markRead(
  db: Queryable,
  memberId: string,
  id: string,
): Promise<MemberNotification | undefined> {
  const { rows } = await db.query<MemberNotification>(
    `UPDATE notifications SET status = 'read' WHERE id = $1 AND member_id = $2
     RETURNING id AS "_id", title, status, created_at AS timestamp, content`,
    [id, memberId],
  );
  return rows[0];
}

/** Marks every unread notification of the member read; answers how many changed. */
export async function markAllRead(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query(
    "UPDATE notifications SET status = 'read' WHERE member_id = $1 AND status = 'unread' RETURNING id",
    [memberId],
  );
  return rows.length;
}
