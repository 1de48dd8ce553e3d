import { bilingual, SUPPORTERS_SHOWN } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { markReplayed, idempotencyKeyOf } from '../../http/idempotency';
import { voidingNotices } from '../fair-play/voidings';
import { castHeartVote } from './cast-heart-vote';
import { castVote } from './cast-vote';
import {
  categoryExists,
  findProject,
  findVotingCard,
  listCategories,
  listProjects,
  listVotes,
  listVotings,
  topFansPickers,
} from './repository';

const TOP_FANS_PICKERS = 10;

export const votingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, publicReads } = app;

  app.route({
    ...contractRoute(app, 'GET /client/voting/categories'),
    handler: async ({ query }) => {
      const { items, total } = await listCategories(publicReads, query);
      return { status: true as const, data: items, meta: pageMeta(query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/voting/:categoryId'),
    handler: async ({ params, query }) => {
      if (!(await categoryExists(publicReads, params.categoryId)))
        throw errors.notFound({ id: 'Kategori', en: 'Category' });
      const { items, total } = await listVotings(publicReads, params.categoryId, query);
      return { status: true as const, data: items, meta: pageMeta(query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/voting/detail/:votingId'),
    handler: async ({ params }) => {
      const voting = await findVotingCard(publicReads, params.votingId);
      if (!voting) throw errors.notFound({ id: 'Voting', en: 'Voting' });
      const [projects, ranking, voidings] = await Promise.all([
        listProjects(publicReads, voting._id),
        topFansPickers(publicReads, voting._id, TOP_FANS_PICKERS),
        voidingNotices(publicReads, voting._id),
      ]);
      return { status: true as const, data: { ...voting, projects, topFansPickers: ranking, voidings } };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/voting-project/:id'),
    handler: async ({ params }) => {
      const project = await findProject(publicReads, params.id);
      if (!project) throw errors.notFound({ id: 'Proyek', en: 'Project' });
      const [votes, voting, voidings] = await Promise.all([
        listVotes(publicReads, project._id, SUPPORTERS_SHOWN),
        findVotingCard(publicReads, project.votingId),
        voidingNotices(publicReads, project.votingId),
      ]);
      const { _id, title, status, durationTime, daysRemaining, rules } = voting!;
      const votingDetail = { _id, title, status, durationTime, daysRemaining, rules, voidings };
      return { status: true as const, data: { ...project, votes, votingDetail } };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/voting-project/create-vote'),
    config: { spend: 'vote' },
    handler: async (request, reply) => {
      const { projectId, coins, message } = request.body;
      const { answer, replayed, project } = await castVote(
        db,
        { memberId: request.memberId, projectId, coins, message },
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      if (!replayed) {
        app.tallies.changed([`voting-project:${projectId}`, `voting:${project.votingId}`]);
        app.metrics.coinsSpent.inc({ kind: 'vote' }, coins);
      }
      return {
        status: true as const,
        message: bilingual('Vote Berhasil!', 'Vote Successful!'),
        data: { ...answer, project },
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/voting-project/create-heart-vote'),
    handler: async (request, reply) => {
      const { projectId, hearts } = request.body;
      const { answer, replayed } = await castHeartVote(
        db,
        { memberId: request.memberId, projectId, hearts, at: new Date() },
        idempotencyKeyOf(request),
      );
      markReplayed(reply, replayed);
      if (!replayed) app.tallies.changed([`voting-project:${projectId}`]);
      return {
        status: true as const,
        message: bilingual('Vote Berhasil!', 'Vote Successful!'),
        data: answer,
      };
    },
  });
};
