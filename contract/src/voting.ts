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

/** Where the coins of votes voided for fraud go: back to the fans who gave them, or to the forfeited account. */
export const VOIDED_COINS = ['returned', 'forfeited'] as const;
export type VoidedCoins = (typeof VOIDED_COINS)[number];

/**
 * What a voting allows each fan (docs/product.md, "Fair play"): published on its page, enforced by the vote
 * itself. A limit of null is no limit; days are Jakarta days (they reset at 00:00 WIB).
 */
export const VotingRulesSchema = Type.Object({
  opensAt: Type.Union([DateTime(), Type.Null()], {
    description: 'Votes are taken from here; null: from publication',
  }),
  dailyCoinCap: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'Coins one fan may give the voting per Jakarta day',
  }),
  votingCoinCap: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'Coins one fan may give the voting in all',
  }),
  oneProject: Type.Boolean({ description: "A fan's coins all go to the project of their first vote" }),
  voidedCoins: StringEnum(VOIDED_COINS, { description: 'Where the coins of votes voided for fraud go' }),
  coinWeight: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
    description: 'Vote points one coin is worth; null: the voting takes no coins',
  }),
  heartWeight: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
    description: 'Vote points one heart is worth; null: the voting takes no hearts',
  }),
});
export type VotingRules = typeof VotingRulesSchema.static;

export const NO_VOTING_RULES: VotingRules = {
  opensAt: null,
  dailyCoinCap: null,
  votingCoinCap: null,
  oneProject: false,
  voidedCoins: 'returned',
  coinWeight: 1,
  heartWeight: null,
};

/** A voiding as the public notice states it: when, which voting, how many votes and coins, why, and where they went. */
export const VoidingNoticeSchema = Type.Object({
  _id: Type.String(),
  votingId: Type.String(),
  votingTitle: Type.String(),
  voidedAt: DateTime(),
  votes: Type.Integer(),
  coins: Type.Integer(),
  accounts: Type.Integer(),
  reason: Type.String({ description: 'Bilingual' }),
  destination: StringEnum(VOIDED_COINS),
});
export type VoidingNotice = typeof VoidingNoticeSchema.static;

const votingFields = {
  _id: Type.String(),
  categoryId: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  status: StringEnum(VOTING_STATUSES),
  durationTime: DateTime({ description: 'When voting closes' }),
  createdAt: DateTime(),
  supporterCount: Type.Integer({
    description: 'Number of votes across its projects, with coins and with hearts',
  }),
  totalCoins: Type.Integer({
    description: "Coins voted across its projects (their ledger accounts' balances)",
  }),
  totalHearts: Type.Integer({
    description: "Hearts voted across its projects (their hearts accounts' balances)",
  }),
  totalVotes: Type.Integer({
    description:
      'Vote points across its projects: coins × coinWeight + hearts × heartWeight (by default its coins)',
  }),
  daysRemaining: Type.Integer({ description: 'Whole days until durationTime, 0 once ended' }),
  rules: VotingRulesSchema,
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
  heartsCollected: Type.Integer({ description: "The project's hearts account's balance" }),
  totalVotes: Type.Integer({
    description:
      "Vote points: coins × the voting's coinWeight + hearts × its heartWeight (by default 1 coin = 1 vote)",
  }),
  supporterCount: Type.Integer({ description: 'Number of votes, with coins and with hearts' }),
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
  voidings: Type.Array(VoidingNoticeSchema, { description: 'Votes voided for fraud, newest first' }),
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
    rules: VotingRulesSchema,
    voidings: Type.Array(VoidingNoticeSchema, { description: 'Votes voided for fraud, newest first' }),
  }),
});
export type ProjectDetail = typeof ProjectDetailSchema.static;

export const VoteResultSchema = Type.Object({
  voteId: Type.String(),
  balance: Type.Integer({ description: "The fan's coin balance after the vote" }),
  project: ProjectSummarySchema,
});
export type VoteResult = typeof VoteResultSchema.static;

/** What a fan sends to vote with hearts: the project and how many (their hearts closest to expiry go first). */
export const HeartVoteBody = Type.Object(
  {
    projectId: IdParam('projectId').properties.projectId,
    hearts: Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: 'Whole hearts, 1 to 100,000',
      'x-message':
        'Jumlah Hati harus bilangan bulat 1 sampai 100.000 / Hearts must be a whole number from 1 to 100,000',
    }),
  },
  { additionalProperties: false },
);

export const HeartVoteResultSchema = Type.Object({
  voteId: Type.String(),
  hearts: Type.Integer({ description: 'The hearts the fan can still spend' }),
  projectHearts: Type.Integer({ description: "The project's hearts with this vote" }),
});
export type HeartVoteResult = typeof HeartVoteResultSchema.static;

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
    errors: [401, 403, 404, 409, 422],
  }),
  endpoint('POST', '/client/voting-project/create-heart-vote', {
    operationId: 'castHeartVote',
    tag,
    summary: 'Vote for a project with hearts, in a voting whose rules take them',
    auth: true,
    headers: SpendHeaders,
    body: HeartVoteBody,
    response: Envelope(HeartVoteResultSchema),
    errors: [401, 403, 404, 409, 422],
  }),
);
