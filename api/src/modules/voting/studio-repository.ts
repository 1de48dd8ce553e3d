import type {
  Category,
  ProjectSummary,
  Publication,
  StudioVoting,
  StudioVotingDetail,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { PROJECT_SUMMARIES, VOTING_CARD_COLUMNS } from './repository';

/** A voting as the studio lists it: the card fans see, where it is in its life cycle, and its category. */
const STUDIO_VOTING = `
  SELECT ${VOTING_CARD_COLUMNS}, c.name AS category, COUNT(t.project_id)::int AS "projectCount",
         v.publication, v.publish_at AS "publishAt", v.drafted_by AS "draftedBy",
         v.submitted_by AS "submittedBy", v.published_by AS "publishedBy"
  FROM votings v
  JOIN voting_categories c ON c.id = v.category_id
  LEFT JOIN voting_project_totals t ON t.voting_id = v.id`;

const SORT = { createdAt: 'v.created_at', durationTime: 'v.duration_time', title: 'v.title' } as const;

export interface StudioVotingFilter {
  publication?: Publication;
  categoryId?: string;
  q?: string;
}

export async function listStudioVotings(
  db: Queryable,
  filter: StudioVotingFilter,
  page: Page & { sortBy: keyof typeof SORT },
) {
  const where = `WHERE ($1::text IS NULL OR v.publication = $1) AND ($2::uuid IS NULL OR v.category_id = $2)
    AND ($3::text IS NULL OR v.title ILIKE '%' || $3 || '%')`;
  const params = [filter.publication ?? null, filter.categoryId ?? null, filter.q ?? null];
  const { rows } = await db.query<StudioVoting>(
    `${STUDIO_VOTING} ${where} GROUP BY v.id, c.name
     ORDER BY ${SORT[page.sortBy]} ${direction(page)}, v.id LIMIT $4 OFFSET $5`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM votings v ${where}`, params) };
}

/** A voting with its projects, in any state of its life cycle; undefined when there is none. */
export async function findStudioVoting(db: Queryable, id: string): Promise<StudioVotingDetail | undefined> {
  const { rows } = await db.query<StudioVoting>(`${STUDIO_VOTING} WHERE v.id = $1 GROUP BY v.id, c.name`, [
    id,
  ]);
  if (!rows[0]) return undefined;
  const projects = await db.query<{ summary: ProjectSummary }>(
    `${PROJECT_SUMMARIES} WHERE p.voting_id = $1 ORDER BY p.created_at, p.id`,
    [id],
  );
  return { ...rows[0], projects: projects.rows.map((row) => row.summary) };
}

export async function findStudioProject(db: Queryable, id: string): Promise<ProjectSummary | undefined> {
  return (await db.query<{ summary: ProjectSummary }>(`${PROJECT_SUMMARIES} WHERE p.id = $1`, [id])).rows[0]
    ?.summary;
}

/** Whether fans have spent coins on the voting (any of its projects) or on the project. */
export async function votesFor(db: Queryable, where: { votingId: string } | { projectId: string }) {
  const { rows } = await db.query<{ n: number }>(
    'votingId' in where
      ? 'SELECT COUNT(*)::bigint AS n FROM votes vo JOIN voting_projects p ON p.id = vo.project_id WHERE p.voting_id = $1'
      : 'SELECT COUNT(*)::bigint AS n FROM votes WHERE project_id = $1',
    ['votingId' in where ? where.votingId : where.projectId],
  );
  return rows[0]!.n;
}

export async function findCategory(db: Queryable, id: string): Promise<Category | undefined> {
  const { rows } = await db.query<Category>(
    'SELECT id AS "_id", name, created_at AS "createdAt" FROM voting_categories WHERE id = $1',
    [id],
  );
  return rows[0];
}
