import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, SENT_FOR_REVIEW } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { changePublication, wasPublished } from '../../studio/publication';
import { changeOrPropose, withPendingRevision } from '../../studio/revisions';
import { ownUploadPath, withOwnImage } from '../file/uploads';
import {
  CATEGORY,
  PROJECT,
  PROJECT_RECORD,
  projectPublished,
  projectsFixed,
  VOTING,
  VOTING_RECORD,
} from './studio-changes';
import {
  categoryHoldsVotings,
  completeVoting,
  deleteCategory,
  deleteProject,
  deleteVoting,
  findCategory,
  findStudioProject,
  findStudioVoting,
  insertCategory,
  insertDraftVoting,
  insertProject,
  listStudioVotings,
  renameCategory,
  votesFor,
} from './studio-repository';
import { listCategories } from './repository';
import { checkVotingRules, saveVotingRules } from './voting-rules';

const fansSpentOnIt = () =>
  new AppError(
    409,
    'HAS_FAN_ACTIVITY',
    bilingual(
      'Fans sudah memberi vote di sini: tidak bisa dihapus (tarik dari tayang atau tutup saja)',
      'Fans have voted here: it cannot be deleted (unpublish or close it instead)',
    ),
  );
/**
 * The studio's Fans Pick: categories, votings and their projects, and the votings' life cycle. Every write is
 * one transaction with its line in the audit trail (the record before and after), and shows on the fan site
 * at once (the read cache forgets Fans Pick on every replica).
 */
export const votingStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  /** An image of the studio's own uploads, stored as its `/v1/file/…` path. */
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);
  const withImagePath = <T extends { image?: string }>(changes: T) =>
    withOwnImage(db, app.config.publicApiUrl, changes);

  app.route({
    ...contractRoute(app, 'GET /studio/voting-categories'),
    handler: async (request) => {
      const { items, total } = await listCategories(db, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/voting-categories/:categoryId'),
    handler: async (request) => {
      const category = await findCategory(db, request.params.categoryId);
      if (!category) throw errors.notFound(CATEGORY);
      return { status: true as const, data: category };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/voting-categories'),
    handler: async (request, reply) => {
      const category = await db.transaction(async (tx) => {
        const created = (await findCategory(tx, await insertCategory(tx, request.body.name.trim())))!;
        await recordAudit(tx, actorOf(request), {
          action: 'create',
          recordType: 'voting category',
          recordId: created._id,
          after: created,
        });
        return created;
      });
      reply.code(201);
      return { status: true as const, data: category };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/voting-categories/:categoryId'),
    handler: async (request) => {
      const { categoryId } = request.params;
      const category = await db.transaction(async (tx) => {
        const before = await findCategory(tx, categoryId);
        if (!before) throw errors.notFound(CATEGORY);
        await renameCategory(tx, categoryId, request.body.name.trim());
        const after = (await findCategory(tx, categoryId))!;
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          recordType: 'voting category',
          recordId: categoryId,
          before,
          after,
        });
        return after;
      });
      return { status: true as const, data: category };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/voting-categories/:categoryId'),
    handler: async (request) => {
      const { categoryId } = request.params;
      await db.transaction(async (tx) => {
        const before = await findCategory(tx, categoryId);
        if (!before) throw errors.notFound(CATEGORY);
        if (await categoryHoldsVotings(tx, categoryId))
          throw errors.conflict(
            'HAS_FAN_ACTIVITY',
            bilingual('Kategori ini masih punya voting', 'This category still holds votings'),
          );
        await deleteCategory(tx, categoryId);
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          recordType: 'voting category',
          recordId: categoryId,
          before,
        });
      });
      return { status: true as const, message: bilingual('Kategori dihapus', 'Category deleted') };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/votings'),
    handler: async (request) => {
      const { publication, categoryId, q, ...page } = request.query;
      const { items, total } = await listStudioVotings(db, { publication, categoryId, q }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/votings/:votingId'),
    handler: async (request) => {
      const voting = await findStudioVoting(db, request.params.votingId);
      if (!voting) throw errors.notFound(VOTING);
      return { status: true as const, data: await withPendingRevision(db, 'voting', voting) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/votings'),
    handler: async (request, reply) => {
      const { body } = request;
      if (Date.parse(body.durationTime) <= Date.now())
        throw errors.badRequest(
          'END_BEFORE_NOW',
          bilingual('Voting harus berakhir setelah sekarang', 'The voting must end after now'),
          'durationTime',
        );
      if (body.rules) checkVotingRules(body.rules, body.durationTime);
      const image = await imagePath(body.image);
      const actor = actorOf(request);
      const voting = await db.transaction(async (tx) => {
        if (!(await findCategory(tx, body.categoryId))) throw errors.notFound(CATEGORY);
        const votingId = await insertDraftVoting(tx, {
          categoryId: body.categoryId,
          title: body.title.trim(),
          image,
          description: body.description.trim(),
          status: body.status ?? 'active',
          durationTime: body.durationTime,
          draftedBy: actor.staffId,
        });
        if (body.rules) await saveVotingRules(tx, votingId, body.rules);
        const created = (await findStudioVoting(tx, votingId))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: 'voting',
          recordId: created._id,
          after: created,
        });
        return created;
      });
      reply.code(201);
      return { status: true as const, data: voting };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/votings/:votingId'),
    handler: async (request) => {
      const { record, proposed } = await changeOrPropose(
        db,
        actorOf(request),
        VOTING_RECORD,
        request.params.votingId,
        await withImagePath(request.body),
      );
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/votings/:votingId'),
    handler: async (request) => {
      const { votingId } = request.params;
      await db.transaction(async (tx) => {
        const before = await findStudioVoting(tx, votingId);
        if (!before) throw errors.notFound(VOTING);
        if ((await votesFor(tx, { votingId })) > 0) throw fansSpentOnIt();
        await deleteVoting(tx, votingId);
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          recordType: 'voting',
          recordId: votingId,
          before,
        });
      });
      return { status: true as const, message: bilingual('Voting dihapus', 'Voting deleted') };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/votings/:votingId/publication'),
    handler: async (request) => {
      const { votingId } = request.params;
      await db.transaction((tx) =>
        changePublication(
          tx,
          { kind: 'voting', id: votingId, view: (at) => findStudioVoting(at, votingId) },
          request.body,
          actorOf(request),
          // A closed voting takes no more votes: its status is completed, as a voting past its end is.
          (at) => completeVoting(at, votingId),
        ),
      );
      return { status: true as const, data: (await findStudioVoting(db, votingId))! };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/voting-projects/:projectId'),
    handler: async (request) => {
      const project = await findStudioProject(db, request.params.projectId);
      if (!project) throw errors.notFound(PROJECT);
      return { status: true as const, data: await withPendingRevision(db, 'voting project', project) };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/votings/:votingId/projects'),
    handler: async (request, reply) => {
      const { votingId } = request.params;
      const { body } = request;
      const image = await imagePath(body.image);
      const actor = actorOf(request);
      const project = await db.transaction(async (tx) => {
        if (!(await findStudioVoting(tx, votingId))) throw errors.notFound(VOTING);
        if (await wasPublished(tx, 'voting', votingId)) throw projectsFixed();
        const projectId = await insertProject(tx, votingId, {
          title: body.title.trim(),
          image,
          description: body.description.trim(),
          targetVotes: body.targetVotes,
        });
        const created = (await findStudioProject(tx, projectId))!;
        await recordAudit(tx, actor, {
          action: 'create',
          recordType: 'voting project',
          recordId: created._id,
          after: created,
        });
        return created;
      });
      reply.code(201);
      return { status: true as const, data: project };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/voting-projects/:projectId'),
    handler: async (request) => {
      const { record, proposed } = await changeOrPropose(
        db,
        actorOf(request),
        PROJECT_RECORD,
        request.params.projectId,
        await withImagePath(request.body),
      );
      return { status: true as const, ...(proposed && { message: SENT_FOR_REVIEW }), data: record };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/voting-projects/:projectId'),
    handler: async (request) => {
      const { projectId } = request.params;
      await db.transaction(async (tx) => {
        const before = await findStudioProject(tx, projectId);
        if (!before) throw errors.notFound(PROJECT);
        if ((await votesFor(tx, { projectId })) > 0) throw fansSpentOnIt();
        if (await projectPublished(tx, projectId)) throw projectsFixed();
        await deleteProject(tx, projectId);
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          recordType: 'voting project',
          recordId: projectId,
          before,
        });
      });
      return { status: true as const, message: bilingual('Proyek dihapus', 'Project deleted') };
    },
  });
};
