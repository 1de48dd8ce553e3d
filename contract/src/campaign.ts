import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { SupporterEntrySchema, SUPPORTERS_SHOWN } from './member';
import {
  DateTime,
  Envelope,
  IdParam,
  PagedEnvelope,
  PageQuery,
  SpendBody,
  SpendHeaders,
  StringEnum,
} from './schema-kit';

export const CAMPAIGN_STATUSES = ['active', 'trending', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A campaign is trending while at least this many different fans supported it within the window. */
export const TRENDING_MIN_SUPPORTERS = 3;
export const TRENDING_WINDOW_DAYS = 7;

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
  collectedCoins: Type.Integer({
    description: "The coins fans gave: the campaign ledger account's balance, and what was paid out of it",
  }),
  progress: Type.Number({
    description: 'collectedCoins / targetCoins x 100, 2 decimals (bars cap it at 100)',
  }),
  targetDate: DateTime(),
  participants: Type.Integer({ description: 'Different fans who supported it' }),
  createdAt: DateTime(),
  refundIfShort: Type.Boolean({
    description: "All or nothing: every supporter's coins go back if it closes short of its target",
  }),
  refundedAt: Type.Union([DateTime(), Type.Null()], {
    description: 'When an all-or-nothing campaign that closed short gave its supporters their coins back',
  }),
  settlement: Type.Union([Type.Object({ settledAt: DateTime(), coins: Type.Integer() }), Type.Null()], {
    description: 'When and how many coins were paid out to its organiser',
  }),
});
export type CampaignCard = typeof CampaignCardSchema.static;

export const CampaignDetailSchema = Type.Object({
  ...CampaignCardSchema.properties,
  supports: Type.Array(SupporterEntrySchema, { description: `Newest first, at most ${SUPPORTERS_SHOWN}` }),
});
export type CampaignDetail = typeof CampaignDetailSchema.static;

export const SupportResultSchema = Type.Object({
  supportId: Type.String(),
  balance: Type.Integer({ description: "The fan's coin balance after the support" }),
  collectedCoins: Type.Integer(),
  participants: Type.Integer(),
  campaign: CampaignCardSchema,
});
export type SupportResult = typeof SupportResultSchema.static;

const tag = 'fan funding';

export const campaignEndpoints = endpointTable(
  endpoint('GET', '/client/campaign', {
    operationId: 'listCampaigns',
    tag,
    summary: 'Campaigns, filtered by status',
    querystring: CampaignQuery,
    response: PagedEnvelope(CampaignCardSchema),
  }),
  endpoint('GET', '/client/campaign/:id', {
    operationId: 'getCampaign',
    tag,
    summary: 'A campaign with its supports',
    params: IdParam('id'),
    response: Envelope(CampaignDetailSchema),
    errors: [404],
  }),
  endpoint('POST', '/client/campaign/support', {
    operationId: 'supportCampaign',
    tag,
    summary: 'Support a campaign with coins',
    auth: true,
    headers: SpendHeaders,
    body: SpendBody,
    response: Envelope(SupportResultSchema),
    errors: [401, 403, 404, 409, 422],
  }),
);
