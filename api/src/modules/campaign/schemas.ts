import { Type } from '@sinclair/typebox';
import { CoinAmount, DateTime, IdParam, PageQuery, StringEnum, SupportMessage } from '../../http/schemas';
import { SupporterEntrySchema } from '../member/schemas';
import { TRENDING_MIN_SUPPORTERS, TRENDING_WINDOW_DAYS } from './repository';

export const CAMPAIGN_STATUSES = ['active', 'trending', 'completed'] as const;

export const CampaignQuery = Type.Composite([
  PageQuery(['createdAt', 'targetDate', 'collectedCoins'], 4),
  Type.Object({
    status: StringEnum(['all', ...CAMPAIGN_STATUSES] as const, {
      default: 'all',
      'x-message':
        'Status harus all, active, completed atau trending / Status must be all, active, completed or trending',
    }),
  }),
]);

export const CampaignCardSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  status: StringEnum(CAMPAIGN_STATUSES, {
    description: `completed once targetDate has passed; trending while ${TRENDING_MIN_SUPPORTERS}+ different fans supported it in the last ${TRENDING_WINDOW_DAYS} days`,
  }),
  targetCoins: Type.Integer(),
  collectedCoins: Type.Integer({ description: "The campaign ledger account's balance" }),
  progress: Type.Number({
    description: 'collectedCoins / targetCoins x 100, 2 decimals (bars cap it at 100)',
  }),
  targetDate: DateTime(),
  participants: Type.Integer({ description: 'Different fans who supported it' }),
  createdAt: DateTime(),
});

export const CampaignDetailSchema = Type.Object({
  ...CampaignCardSchema.properties,
  supports: Type.Array(SupporterEntrySchema, { description: 'Newest first, at most 100' }),
});

export const SupportBody = Type.Object(
  {
    projectId: IdParam('projectId').properties.projectId,
    coins: CoinAmount,
    message: Type.Optional(SupportMessage),
  },
  { additionalProperties: false },
);

export const SupportResultSchema = Type.Object({
  supportId: Type.String(),
  balance: Type.Integer({ description: "The fan's coin balance after the support" }),
  collectedCoins: Type.Integer(),
  participants: Type.Integer(),
  campaign: CampaignCardSchema,
});
