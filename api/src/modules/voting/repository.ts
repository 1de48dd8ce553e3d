import type { Category, ProjectSummary, RankedFan, SupporterEntry, VotingCard } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { maskEmail } from '../member/mask-email';
import { shownMessage } from '../moderation/shown-message';

/** A voting past its duration is completed, whatever its stored status says. */
const VOTING_STATUS = `CASE WHEN voting_open(v.status, v.duration_time) THEN v.status ELSE 'completed' END`;

/** A voting's rules (contract VotingRulesSchema) over `votings v`. */
const VOTING_RULES = `json_build_object('opensAt', iso_time(v.opens_at), 'dailyCoinCap', v.daily_coin_cap,
         'votingCoinCap', v.voting_coin_cap, 'oneProject', v.one_project, 'voidedCoins', v.voided_coins,
         'coinWeight', v.coin_weight, 'heartWeight', v.heart_weight)`;

/** A voting card's columns (product.md section 7), over `votings v` joined to `voting_project_totals t`. */
export const VOTING_CARD_COLUMNS = `v.id AS "_id", v.category_id AS "categoryId", v.title, v.image, v.description,
         ${VOTING_STATUS} AS status, v.duration_time AS "durationTime", v.created_at AS "createdAt",
         COALESCE(SUM(t.votes + t.heart_votes), 0)::bigint AS "supporterCount",
         COALESCE(SUM(t.coins), 0)::bigint AS "totalCoins",
         COALESCE(SUM(t.hearts), 0)::bigint AS "totalHearts",
         COALESCE(SUM(t.points), 0)::bigint AS "totalVotes",
         GREATEST(0, CEIL(EXTRACT(EPOCH FROM (v.duration_time - now())) / 86400))::int AS "daysRemaining",
         ${VOTING_RULES} AS rules`;

const VOTING_CARD = `
  SELECT ${VOTING_CARD_COLUMNS}
  FROM votings v
  LEFT JOIN voting_project_totals t ON t.voting_id = v.id`;

const VOTING_SORT = { createdAt: 'v.created_at', durationTime: 'v.duration_time', title: 'v.title' } as const;
export type VotingSort = keyof typeof VOTING_SORT;

export async function listCategories(db: Queryable, page: Page) {
  const { rows } = await db.query<Category>(
    `SELECT id AS "_id", name, created_at AS "createdAt"
     FROM voting_categories ORDER BY created_at ${direction(page)}, id LIMIT $1 OFFSET $2`,
    [page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM voting_categories') };
}

export async function categoryExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM voting_categories WHERE id = $1', [id])).rows.length > 0;
}

/** A voting still taking votes: not closed by hand and not past its end (`voting_open`, db/schema.sql). */
const OPEN = 'voting_open(v.status, v.duration_time)';
/** What fans may see: live and closed votings, and scheduled ones from their time (`fan_visible`). */
const VISIBLE = 'fan_visible(v.publication, v.publish_at)';

/** A category's votings fans see, those still open first (a fan opening the list sees what they can vote in). */
export async function listVotings(
  db: Queryable,
  categoryId: string,
  page: Page & { sortBy: VotingSort; status: 'all' | 'open' },
) {
  const where = `v.category_id = $1 AND ${VISIBLE}${page.status === 'open' ? ` AND ${OPEN}` : ''}`;
  const { rows } = await db.query<VotingCard>(
    `${VOTING_CARD} WHERE ${where}
     GROUP BY v.id
     ORDER BY (${OPEN} AND v.publication <> 'closed') DESC, ${VOTING_SORT[page.sortBy]} ${direction(page)}, v.id
     LIMIT $2 OFFSET $3`,
    [categoryId, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM votings v WHERE ${where}`, [categoryId]) };
}

export async function findVotingCard(db: Queryable, votingId: string): Promise<VotingCard | undefined> {
  return (
    await db.query<VotingCard>(`${VOTING_CARD} WHERE v.id = $1 AND ${VISIBLE} GROUP BY v.id`, [votingId])
  ).rows[0];
}

/** Projects as lists and details show them, with their figures from the ledger (`voting_project_summary`, db/schema.sql). */
export const PROJECT_SUMMARIES = `
  SELECT voting_project_summary(p, t.coins, t.votes) AS summary
  FROM voting_projects p JOIN voting_project_totals t ON t.project_id = p.id`;

export async function listProjects(db: Queryable, votingId: string): Promise<ProjectSummary[]> {
  const { rows } = await db.query<{ summary: ProjectSummary }>(
    `${PROJECT_SUMMARIES} WHERE p.voting_id = $1 ORDER BY t.points DESC, p.created_at, p.id`,
    [votingId],
  );
  return rows.map((row) => row.summary);
}

export async function findProject(db: Queryable, projectId: string): Promise<ProjectSummary | undefined> {
  return (
    await db.query<{ summary: ProjectSummary }>(
      `${PROJECT_SUMMARIES} JOIN votings v ON v.id = p.voting_id WHERE p.id = $1 AND ${VISIBLE}`,
      [projectId],
    )
  ).rows[0]?.summary;
}

/** Top FansPicker: the voters of a voting by coins given (voided votes not counted), highest first (ties: who got there first). */
export async function topFansPickers(db: Queryable, votingId: string, limit: number): Promise<RankedFan[]> {
  const { rows } = await db.query<RankedFan>(
    `SELECT ROW_NUMBER() OVER (ORDER BY SUM(tr.amount) DESC, MIN(vo.created_at))::int AS rank,
            m.id AS "userId", m.full_name AS "fullName", m.avatar, SUM(tr.amount)::bigint AS coins
     FROM votes vo
     JOIN voting_projects p ON p.id = vo.project_id
     JOIN ledger_transfers tr ON tr.id = vo.transfer_id
     JOIN members m ON m.id = vo.member_id
     WHERE p.voting_id = $1 AND vo.voiding_id IS NULL
     GROUP BY m.id
     ORDER BY rank LIMIT $2`,
    [votingId, limit],
  );
  return rows;
}

/** A project's votes that stand (not voided), newest first; coins read from each vote's ledger transfer. */
export async function listVotes(db: Queryable, projectId: string, limit: number): Promise<SupporterEntry[]> {
  const { rows } = await db.query<SupporterEntry>(
    `SELECT vo.id AS "_id", m.id AS "userId", m.full_name AS name, m.email, m.avatar, tr.amount AS coins,
            ${shownMessage('vo')}, vo.created_at AS "createdAt"
     FROM votes vo JOIN ledger_transfers tr ON tr.id = vo.transfer_id JOIN members m ON m.id = vo.member_id
     WHERE vo.project_id = $1 AND vo.voiding_id IS NULL ORDER BY vo.created_at DESC, vo.id LIMIT $2`,
    [projectId, limit],
  );
  return rows.map((vote) => ({ ...vote, email: maskEmail(vote.email) }));
}
