import type { Queryable } from '../../db/database';

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
  page: { page: number; limit: number; sortOrder: 'asc' | 'desc' },
): Promise<{ items: MemberNotification[]; total: number }> {
  const direction = page.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await db.query<MemberNotification>(
    `SELECT id AS "_id", title, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp, content
     FROM notifications WHERE member_id = $1
     ORDER BY created_at ${direction}, seq ${direction} LIMIT $2 OFFSET $3`,
    [memberId, page.limit, (page.page - 1) * page.limit],
  );
  const count = await db.query<{ total: number }>(
    'SELECT COUNT(*)::bigint AS total FROM notifications WHERE member_id = $1',
    [memberId],
  );
  return { items: rows, total: count.rows[0]!.total };
}
