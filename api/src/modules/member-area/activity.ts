import type { ActivityItem, ActivityKind } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { limitAndOffset, type Page } from '../../db/paging';

const QUERIES: Record<ActivityKind, string> = {
  votes: `
    SELECT vo.id AS "_id", 'votes' AS kind, p.title, '/fanspick/project/' || p.id AS link, tr.amount AS coins,
           vo.message, vo.message_hidden IS NOT NULL AS "messageHidden", vo.created_at AS "createdAt", NULL AS "eventDate", NULL::boolean AS upcoming,
           COUNT(*) OVER ()::bigint AS total
    FROM votes vo JOIN voting_projects p ON p.id = vo.project_id JOIN ledger_transfers tr ON tr.id = vo.transfer_id
    WHERE vo.member_id = $1
    ORDER BY vo.created_at DESC, vo.id`,
  supports: `
    SELECT s.id AS "_id", 'supports' AS kind, c.title, '/fanfunding/' || c.id AS link, tr.amount AS coins,
           s.message, s.message_hidden IS NOT NULL AS "messageHidden", s.created_at AS "createdAt", NULL AS "eventDate", NULL::boolean AS upcoming,
           COUNT(*) OVER ()::bigint AS total
    FROM campaign_supports s JOIN campaigns c ON c.id = s.campaign_id JOIN ledger_transfers tr ON tr.id = s.transfer_id
    WHERE s.member_id = $1
    ORDER BY s.created_at DESC, s.id`,
  // Events still ahead first, soonest first; then the ones that are over, latest first.
  'sign-ups': `
    SELECT s.id AS "_id", 'sign-ups' AS kind, e.title, '/event/' || e.id AS link, COALESCE(tr.amount, 0) AS coins,
           '' AS message, false AS "messageHidden", s.created_at AS "createdAt", to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
           e.event_date >= today_in_jakarta() AS upcoming, COUNT(*) OVER ()::bigint AS total
    FROM event_sign_ups s JOIN events e ON e.id = s.event_id LEFT JOIN ledger_transfers tr ON tr.id = s.transfer_id
    WHERE s.member_id = $1
    ORDER BY e.event_date >= today_in_jakarta() DESC,
             CASE WHEN e.event_date >= today_in_jakarta() THEN e.event_date END ASC,
             e.event_date DESC, s.id`,
};

/** The member's votes, supports or event sign-ups (all of them without `page`). */
export async function memberActivity(
  db: Queryable,
  memberId: string,
  kind: ActivityKind,
  page: Page | undefined,
): Promise<{ items: ActivityItem[]; total: number }> {
  const { rows } = await db.query<ActivityItem & { total: number }>(`${QUERIES[kind]} LIMIT $2 OFFSET $3`, [
    memberId,
    ...limitAndOffset(page),
  ]);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...item }) => item) };
}
