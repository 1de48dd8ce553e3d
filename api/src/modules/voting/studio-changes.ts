import type { Static } from '@sinclair/typebox';
import {
  bilingual,
  type ProjectChangesBody,
  type ProjectSummary,
  type StudioVotingDetail,
  type VotingChangesBody,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { wasPublished } from '../../studio/publication';
import type { RevisableRecord } from '../../studio/revisions';
import { findCategory, findStudioProject, findStudioVoting, votesFor } from './studio-repository';
import { checkVotingRules, rulesFixed, sameVotingRules, saveVotingRules } from './voting-rules';

export const VOTING = { id: 'Voting', en: 'Voting' };
export const PROJECT = { id: 'Proyek', en: 'Project' };
export const CATEGORY = { id: 'Kategori', en: 'Category' };

type VotingChanges = Static<typeof VotingChangesBody>;
type ProjectChanges = Static<typeof ProjectChangesBody>;

const endBeforeNow = () =>
  new AppError(
    409,
    'END_BEFORE_NOW',
    bilingual(
      'Voting yang sudah punya vote tidak bisa berakhir sebelum sekarang',
      'A voting with votes cannot end before now',
    ),
    'durationTime',
  );

/**
 * A voting as the studio changes it: its text, image, category, end and rules (once it has votes, its end cannot
 * move before now and its rules are fixed: fans voted under them). Published, a change waits for review.
 */
export const VOTING_RECORD: RevisableRecord<StudioVotingDetail> = {
  recordType: 'voting',
  what: VOTING,
  view: findStudioVoting,
  waitsForReview: (tx, id) => wasPublished(tx, 'voting', id),
  async apply(tx, votingId, body, before) {
    const changes = body as VotingChanges;
    if (changes.categoryId && !(await findCategory(tx, changes.categoryId))) throw errors.notFound(CATEGORY);
    const rulesChange = changes.rules && !sameVotingRules(changes.rules, before.rules);
    if (rulesChange || changes.durationTime)
      checkVotingRules(changes.rules ?? before.rules, changes.durationTime ?? before.durationTime);
    if (rulesChange) {
      if ((await votesFor(tx, { votingId })) > 0) throw rulesFixed();
      await saveVotingRules(tx, votingId, changes.rules!);
    }
    if (
      changes.durationTime &&
      Date.parse(changes.durationTime) <= Date.now() &&
      (await votesFor(tx, { votingId })) > 0
    )
      throw endBeforeNow();
    await tx.query(
      `UPDATE votings SET category_id = coalesce($2, category_id), title = coalesce($3, title),
       image = coalesce($4, image), description = coalesce($5, description), status = coalesce($6, status),
       duration_time = coalesce($7, duration_time)
     WHERE id = $1`,
      [
        votingId,
        changes.categoryId ?? null,
        changes.title?.trim() ?? null,
        changes.image ?? null,
        changes.description?.trim() ?? null,
        changes.status ?? null,
        changes.durationTime ?? null,
      ],
    );
  },
};

/** Whether the voting of project `id` was published: its projects' changes then wait for review. */
export const projectPublished = async (tx: Queryable, id: string) => {
  const { rows } = await tx.query<{ votingId: string }>(
    'SELECT voting_id AS "votingId" FROM voting_projects WHERE id = $1',
    [id],
  );
  return rows[0] !== undefined && wasPublished(tx, 'voting', rows[0].votingId);
};

export const PROJECT_RECORD: RevisableRecord<ProjectSummary> = {
  recordType: 'voting project',
  what: PROJECT,
  view: findStudioProject,
  waitsForReview: projectPublished,
  async apply(tx, projectId, body) {
    const changes = body as ProjectChanges;
    await tx.query(
      `UPDATE voting_projects SET title = coalesce($2, title), image = coalesce($3, image),
         description = coalesce($4, description), target_votes = coalesce($5, target_votes)
       WHERE id = $1`,
      [
        projectId,
        changes.title?.trim() ?? null,
        changes.image ?? null,
        changes.description?.trim() ?? null,
        changes.targetVotes ?? null,
      ],
    );
  },
};

/** A published voting's projects are the ones fans were shown: none is added or removed while it is. */
export const projectsFixed = () =>
  new AppError(
    409,
    'PUBLISHED_PROJECTS_FIXED',
    bilingual(
      'Proyek voting yang sudah terbit tetap: tarik votingnya dari tayang untuk menambah atau menghapus proyek (lalu tinjau lagi)',
      'A published voting keeps its projects: unpublish it to add or remove one (then it is reviewed again)',
    ),
  );
