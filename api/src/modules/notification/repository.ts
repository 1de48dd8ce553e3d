import type { MemberNotification } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

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
    `SELECT id AS "_id", title, status, created_at AS timestamp, content
     FROM notifications WHERE member_id = $1
     ORDER BY created_at ${order}, seq ${order} LIMIT $2 OFFSET $3`,
    [memberId, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM notifications WHERE member_id = $1', [memberId]) };
}
