import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { SupporterEntrySchema, SUPPORTERS_SHOWN } from './member';
import {
  Avatar,
  DateTime,
  Envelope,
  IdParam,
  PagedEnvelope,
  PageQuery,
  SpendBody,
  SpendHeaders,
  StringEnum,
} from './schema-kit';

export const VOTING_STATUSES = ['active', 'trending', 'completed'] as const;
export type VotingStatus = (typeof VOTING_STATUSES)[number];

export const CategorySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: DateTime(),
});
export type Category = typeof CategorySchema.static;

const votingFields = {
  _id: Type.String(),
  categoryId: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  status: StringEnum(VOTING_STATUSES),
  durationTime: DateTime({ description: 'When voting closes' }),
  createdAt: DateTime(),
  supporterCount: Type.Integer({ description: 'Number of votes across its projects' }),
  totalCoins: Type.Integer({
    description: "Coins voted across its projects (their ledger accounts' balances)",
  }),
  totalVotes: Type.Integer({ description: '1 coin = 1 vote, so equal to totalCoins' }),
  daysRemaining: Type.Integer({ description: 'Whole days until durationTime, 0 once ended' }),
};
export const VotingCardSchema = Type.Object(votingFields);
export type VotingCard = typeof VotingCardSchema.static;

export const ProjectSummarySchema = Type.Object({
  _id: Type.String(),
  votingId: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  targetVotes: Type.Integer(),
  coinsCollected: Type.Integer({ description: "The project ledger account's balance" }),
  totalVotes: Type.Integer({ description: '1 coin = 1 vote' }),
  supporterCount: Type.Integer({ description: 'Number of votes' }),
  progress: Type.Number({ description: 'totalVotes / targetVotes x 100, 2 decimals (bars cap it at 100)' }),
});
export type ProjectSummary = typeof ProjectSummarySchema.static;

export const RankedFanSchema = Type.Object({
  rank: Type.Integer(),
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Avatar,
  coins: Type.Integer(),
});
export type RankedFan = typeof RankedFanSchema.static;

export const VotingDetailSchema = Type.Object({
  ...votingFields,
  projects: Type.Array(ProjectSummarySchema),
  topFansPickers: Type.Array(RankedFanSchema, { description: 'Voters by coins, highest first (top 10)' }),
});
export type VotingDetail = typeof VotingDetailSchema.static;

export const ProjectDetailSchema = Type.Object({
  ...ProjectSummarySchema.properties,
  votes: Type.Array(SupporterEntrySchema, { description: `Newest first, at most ${SUPPORTERS_SHOWN}` }),
  votingDetail: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    status: StringEnum(VOTING_STATUSES),
    durationTime: DateTime(),
    daysRemaining: Type.Integer(),
  }),
});
export type ProjectDetail = typeof ProjectDetailSchema.static;

export const VoteResultSchema = Type.Object({
  voteId: Type.String(),
  balance: Type.Integer({ description: "The fan's coin balance after the vote" }),
  project: ProjectSummarySchema,
});
export type VoteResult = typeof VoteResultSchema.static;

/** Which votings a list holds: all of them, or only those still open (not completed, not past their end). */
export const VOTING_LIST_FILTERS = ['all', 'open'] as const;

const tag = 'fans pick';

export const votingEndpoints = endpointTable(
  endpoint('GET', '/client/voting/categories', {
    operationId: 'listVotingCategories',
    tag,
    summary: 'Voting categories',
    querystring: PageQuery(['createdAt'], 5),
    response: PagedEnvelope(CategorySchema),
  }),
  endpoint('GET', '/client/voting/:categoryId', {
    operationId: 'listVotings',
    tag,
    summary: 'Votings of a category, as cards; `status=open` only those still taking votes',
    params: IdParam('categoryId'),
    querystring: Type.Composite([
      PageQuery(['createdAt', 'durationTime', 'title'], 3),
      Type.Object({ status: StringEnum(VOTING_LIST_FILTERS, { default: 'all' }) }),
    ]),
    response: PagedEnvelope(VotingCardSchema),
    errors: [404],
  }),
  endpoint('GET', '/client/voting/detail/:votingId', {
    operationId: 'getVoting',
    tag,
    summary: 'A voting with its projects, totals, days remaining and Top FansPicker ranking',
    params: IdParam('votingId'),
    response: Envelope(VotingDetailSchema),
    errors: [404],
  }),
  endpoint('GET', '/client/voting-project/:id', {
    operationId: 'getVotingProject',
    tag,
    summary: 'A project with its votes, newest first',
    params: IdParam('id'),
    response: Envelope(ProjectDetailSchema),
    errors: [404],
  }),
  endpoint('POST', '/client/voting-project/create-vote', {
    operationId: 'castVote',
    tag,
    summary: 'Vote for a project with coins',
    auth: true,
    headers: SpendHeaders,
    body: SpendBody,
    response: Envelope(VoteResultSchema),
    errors: [401, 404, 409, 422],
  }),
);
