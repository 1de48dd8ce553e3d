import { Type } from '@sinclair/typebox';
import { CoinAmount, DateTime, IdParam, StringEnum, SupportMessage } from '../../http/schemas';
import { SupporterEntrySchema } from '../member/schemas';

export const VOTING_STATUSES = ['active', 'trending', 'completed'] as const;

export const CategorySchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: DateTime(),
});

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

export const RankedFanSchema = Type.Object({
  rank: Type.Integer(),
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  coins: Type.Integer(),
});

export const VotingDetailSchema = Type.Object({
  ...votingFields,
  projects: Type.Array(ProjectSummarySchema),
  topFansPickers: Type.Array(RankedFanSchema, { description: 'Voters by coins, highest first (top 10)' }),
});

export const ProjectDetailSchema = Type.Object({
  ...ProjectSummarySchema.properties,
  votes: Type.Array(SupporterEntrySchema, { description: 'Newest first, at most 100' }),
  votingDetail: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    status: StringEnum(VOTING_STATUSES),
    durationTime: DateTime(),
    daysRemaining: Type.Integer(),
  }),
});

export const CreateVoteBody = Type.Object(
  {
    projectId: IdParam('projectId').properties.projectId,
    coins: CoinAmount,
    message: Type.Optional(SupportMessage),
  },
  { additionalProperties: false },
);

export const VoteResultSchema = Type.Object({
  voteId: Type.String(),
  balance: Type.Integer({ description: "The fan's coin balance after the vote" }),
  project: ProjectSummarySchema,
});
