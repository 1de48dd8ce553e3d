import {
  AUTO_HIDE_REPORTS_DEFAULT,
  type MessageKind,
  type StudioFan,
  type StudioMessage,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

/** Each kind of message: the table it is written in, and what it was written to. */
const SOURCES: Record<MessageKind, { table: string; about: string }> = {
  vote: {
    table: 'votes',
    about: `JOIN voting_projects target ON target.id = x.project_id`,
  },
  support: {
    table: 'campaign_supports',
    about: `JOIN campaigns target ON target.id = x.campaign_id`,
  },
};

const messagesOf = (kind: MessageKind) => `
  SELECT '${kind}:' || x.id AS "_id", '${kind}' AS kind, x.message, x.message_hidden AS hidden,
         x.message_reviewed AS reviewed,
         (SELECT COUNT(*) FROM message_reports r WHERE r.kind = '${kind}' AND r.message_id = x.id)::int AS reports,
         tr.amount::int AS coins, x.created_at AS "createdAt", m.id AS "fanId", m.full_name AS "fanName",
         m.email AS "fanEmail", m.suspended_at IS NOT NULL AS "fanSuspended", target.title AS about
  FROM ${SOURCES[kind].table} x
  ${SOURCES[kind].about}
  JOIN ledger_transfers tr ON tr.id = x.transfer_id
  JOIN members m ON m.id = x.member_id
  WHERE x.message <> ''`;

/** Every fan's message of both kinds (one relation, for lists). */
const ALL_MESSAGES = `(${messagesOf('vote')} UNION ALL ${messagesOf('support')}) messages`;

export interface MessageFilter {
  kind?: MessageKind;
  state?: 'reported' | 'hidden' | 'shown';
  q?: string;
}

export async function listMessages(db: Queryable, filter: MessageFilter, page: Page) {
  const where = `WHERE ($1::text IS NULL OR kind = $1)
    AND ($2::text IS NULL OR ($2 = 'reported' AND reports > 0) OR ($2 = 'hidden' AND hidden IS NOT NULL)
         OR ($2 = 'shown' AND hidden IS NULL))
    AND ($3::text IS NULL OR message ILIKE '%' || $3 || '%' OR "fanName" ILIKE '%' || $3 || '%')`;
  const params = [filter.kind ?? null, filter.state ?? null, filter.q ?? null];
  const { rows } = await db.query<StudioMessage>(
    // A queue: messages reported and not yet decided on come first, then the rest by time.
    `SELECT * FROM ${ALL_MESSAGES} ${where}
     ORDER BY (reports > 0 AND NOT reviewed) DESC, "createdAt" ${direction(page)}, "_id" LIMIT $4 OFFSET $5`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM ${ALL_MESSAGES} ${where}`, params) };
}

/** `support:<uuid>` as its kind and id. */
export const parseMessageId = (messageId: string) => {
  const [kind, id] = messageId.split(':') as [MessageKind, string];
  return { kind, id };
};

export async function findMessage(db: Queryable, messageId: string): Promise<StudioMessage | undefined> {
  const { kind, id } = parseMessageId(messageId);
  return (await db.query<StudioMessage>(`${messagesOf(kind)} AND x.id = $1`, [id])).rows[0];
}

/** Hides a message (by `hiddenBy`) or shows it again; a moderator's decision marks it reviewed. */
export async function setMessageHidden(
  db: Queryable,
  messageId: string,
  hiddenBy: 'reports' | 'moderator' | null,
): Promise<void> {
  const { kind, id } = parseMessageId(messageId);
  await db.query(
    `UPDATE ${SOURCES[kind].table} SET message_hidden = $2,
       message_reviewed = message_reviewed OR $2 IS DISTINCT FROM 'reports'
     WHERE id = $1`,
    [id, hiddenBy],
  );
}

/**
 * A fan's report of a message, once per fan (a second report of the same message changes nothing). When the
 * different fans who reported it reach the setting, and no moderator has decided on it, it is hidden. Answers
 * whether the message exists.
 */
export async function reportMessage(
  tx: Queryable,
  report: { kind: MessageKind; messageId: string; memberId: string },
): Promise<boolean> {
  const { table } = SOURCES[report.kind];
  const { rows } = await tx.query<{ reviewed: boolean; hidden: string | null }>(
    `SELECT message_reviewed AS reviewed, message_hidden AS hidden FROM ${table}
     WHERE id = $1 AND message <> '' FOR UPDATE`,
    [report.messageId],
  );
  const message = rows[0];
  if (!message) return false;
  await tx.query(
    'INSERT INTO message_reports (kind, message_id, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [report.kind, report.messageId, report.memberId],
  );
  if (message.reviewed || message.hidden) return true;
  const { rows: counted } = await tx.query<{ reports: number }>(
    'SELECT COUNT(*)::int AS reports FROM message_reports WHERE kind = $1 AND message_id = $2',
    [report.kind, report.messageId],
  );
  if (counted[0]!.reports >= (await autoHideReports(tx)))
    await tx.query(`UPDATE ${table} SET message_hidden = 'reports' WHERE id = $1`, [report.messageId]);
  return true;
}

export async function autoHideReports(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ value: number }>(
    "SELECT value FROM studio_settings WHERE key = 'auto_hide_reports'",
  );
  return rows[0]?.value ?? AUTO_HIDE_REPORTS_DEFAULT;
}

export async function setAutoHideReports(db: Queryable, reports: number): Promise<void> {
  await db.query(
    `INSERT INTO studio_settings (key, value) VALUES ('auto_hide_reports', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [JSON.stringify(reports)],
  );
}

const SELECT_FAN = `
  SELECT m.id AS "_id", m.full_name AS "fullName", m.email, m.phone, COALESCE(a.balance, 0)::int AS coins,
         m.created_at AS "createdAt", m.suspended_at AS "suspendedAt"
  FROM members m
  LEFT JOIN ledger_accounts a ON a.kind = 'member' AND a.owner_id = m.id::text`;

export async function listFans(db: Queryable, filter: { q?: string; suspended?: boolean }, page: Page) {
  // A phone number matches by its digits, however it is written (0812…, +62 812…, 0812-…).
  const where = `WHERE ($1::text IS NULL OR m.full_name ILIKE '%' || $1 || '%' OR m.email ILIKE '%' || $1 || '%'
      OR ($1 ~ '^[-+0-9 ()]{4,}$' AND regexp_replace(m.phone, '\\D', '', 'g')
          LIKE '%' || regexp_replace(regexp_replace($1, '\\D', '', 'g'), '^62', '') || '%'))
    AND ($2::boolean IS NULL OR (m.suspended_at IS NOT NULL) = $2)`;
  const params = [filter.q ?? null, filter.suspended ?? null];
  const { rows } = await db.query<StudioFan>(
    `${SELECT_FAN} ${where} ORDER BY m.created_at ${direction(page)}, m.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM members m ${where}`, params) };
}

export async function findFan(db: Queryable, id: string): Promise<StudioFan | undefined> {
  return (await db.query<StudioFan>(`${SELECT_FAN} WHERE m.id = $1`, [id])).rows[0];
}

/** Suspends a fan (a new token version ends every session, on every replica) or restores them. */
export async function setSuspended(db: Queryable, id: string, suspended: boolean): Promise<void> {
  await db.query(
    `UPDATE members SET suspended_at = CASE WHEN $2 THEN coalesce(suspended_at, now()) END,
       token_version = token_version + CASE WHEN $2 AND suspended_at IS NULL THEN 1 ELSE 0 END
     WHERE id = $1`,
    [id, suspended],
  );
}
