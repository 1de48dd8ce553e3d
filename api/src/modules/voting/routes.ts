import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { bilingual } from '../../http/bilingual';
import { Envelope, IdParam, PagedEnvelope, PageQuery, pageMeta, responses } from '../../http/schemas';
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
import {
  CategorySchema,
  CreateVoteBody,
  ProjectDetailSchema,
  VoteResultSchema,
  VotingCardSchema,
  VotingDetailSchema,
} from './schemas';

const TOP_FANS_PICKERS = 10;
const VOTES_SHOWN = 100;
const tags = ['fans pick'];

export const votingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/client/voting/categories',
    {
      schema: {
        tags,
        summary: 'Voting categories',
        querystring: PageQuery(['createdAt'], 5),
        response: responses(PagedEnvelope(CategorySchema)),
      },
    },
    async ({ query }) => {
      const { items, total } = await listCategories(db, query);
      return { status: true as const, data: items, meta: pageMeta(query.page, query.limit, total) };
    },
  );

  app.get(
    '/client/voting/:categoryId',
    {
      schema: {
        tags,
        summary: 'Votings of a category, as cards',
        params: IdParam('categoryId'),
        querystring: PageQuery(['createdAt', 'durationTime', 'title'], 3),
        response: responses(PagedEnvelope(VotingCardSchema), 404),
      },
    },
    async ({ params, query }) => {
      if (!(await categoryExists(db, params.categoryId)))
        throw errors.notFound({ id: 'Kategori', en: 'Category' });
      const { items, total } = await listVotings(db, params.categoryId, query);
      return { status: true as const, data: items, meta: pageMeta(query.page, query.limit, total) };
    },
  );

  app.get(
    '/client/voting/detail/:votingId',
    {
      schema: {
        tags,
        summary: 'A voting with its projects, totals, days remaining and Top FansPicker ranking',
        params: IdParam('votingId'),
        response: responses(Envelope(VotingDetailSchema), 404),
      },
    },
    async ({ params }) => {
      const voting = await findVotingCard(db, params.votingId);
      if (!voting) throw errors.notFound({ id: 'Voting', en: 'Voting' });
      const [projects, ranking] = await Promise.all([
        listProjects(db, voting._id),
        topFansPickers(db, voting._id, TOP_FANS_PICKERS),
      ]);
      return { status: true as const, data: { ...voting, projects, topFansPickers: ranking } };
    },
  );

  app.get(
    '/client/voting-project/:id',
    {
      schema: {
        tags,
        summary: 'A project with its votes, newest first',
        params: IdParam('id'),
        response: responses(Envelope(ProjectDetailSchema), 404),
      },
    },
    async ({ params }) => {
      const project = await findProject(db, params.id);
      if (!project) throw errors.notFound({ id: 'Proyek', en: 'Project' });
      const [votes, voting] = await Promise.all([
        listVotes(db, project._id, VOTES_SHOWN),
        findVotingCard(db, project.votingId),
      ]);
      const { _id, title, status, durationTime, daysRemaining } = voting!;
      return {
        status: true as const,
        data: { ...project, votes, votingDetail: { _id, title, status, durationTime, daysRemaining } },
      };
    },
  );

  app.post(
    '/client/voting-project/create-vote',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Vote for a project with coins',
        security: [{ bearerAuth: [] }],
        body: CreateVoteBody,
        response: responses(Envelope(VoteResultSchema), 401, 404, 409, 422),
      },
    },
    async (request) => {
      const { projectId, coins, message } = request.body;
      const { voteId, balance } = await db.transaction((tx) =>
        castVote(tx, { memberId: request.memberId, projectId, coins, message }),
      );
      return {
        status: true as const,
        message: bilingual('Vote Berhasil!', 'Vote Successful!'),
        data: { voteId, balance, project: (await findProject(db, projectId))! },
      };
    },
  );
};
