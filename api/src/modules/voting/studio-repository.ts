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

/** A new category's id. */
export async function insertCategory(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO voting_categories (name) VALUES ($1) RETURNING id',
    [name],
  );
  return rows[0]!.id;
}

export async function renameCategory(db: Queryable, id: string, name: string): Promise<void> {
  await db.query('UPDATE voting_categories SET name = $2 WHERE id = $1', [id, name]);
}

export async function categoryHoldsVotings(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM votings WHERE category_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function deleteCategory(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM voting_categories WHERE id = $1', [id]);
}

export interface NewVoting {
  categoryId: string;
  title: string;
  /** The image's `/v1/file/…` path. */
  image: string;
  description: string;
  status: string;
  durationTime: string;
  /** The staff member who drafted it (none for an operator's script). */
  draftedBy: string | null;
}

/** A new voting, a draft; its id. */
export async function insertDraftVoting(db: Queryable, voting: NewVoting): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO votings (category_id, title, image, description, status, duration_time, publication, drafted_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING id`,
    [
      voting.categoryId,
      voting.title,
      voting.image,
      voting.description,
      voting.status,
      voting.durationTime,
      voting.draftedBy,
    ],
  );
  return rows[0]!.id;
}

/** Deletes a voting and its projects (one no fan has voted in: the caller checks). */
export async function deleteVoting(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM voting_projects WHERE voting_id = $1', [id]);
  await db.query('DELETE FROM votings WHERE id = $1', [id]);
}

/** Marks a voting completed: it takes no more votes. */
export async function completeVoting(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE votings SET status = 'completed' WHERE id = $1", [id]);
}

export interface NewProject {
  title: string;
  /** The image's `/v1/file/…` path. */
  image: string;
  description: string;
  targetVotes: number;
}

/** A new project of the voting; its id. */
export async function insertProject(db: Queryable, votingId: string, project: NewProject): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO voting_projects (voting_id, title, image, description, target_votes)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [votingId, project.title, project.image, project.description, project.targetVotes],
  );
  return rows[0]!.id;
}

export async function deleteProject(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM voting_projects WHERE id = $1', [id]);
}
