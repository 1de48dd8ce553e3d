import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { Avatar, DateTime, Envelope, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';

/** Whether the replicas' shared rate-limit counters (Redis) answer. */
export const SHARED_COUNTER_STATES = ['ok', 'unavailable', 'not configured'] as const;
export type SharedCounters = (typeof SHARED_COUNTER_STATES)[number];

export const NewsSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  url: Type.String(),
  author: Type.String(),
  date: DateTime({ description: 'Publication time' }),
});
export type News = typeof NewsSchema.static;

export const BANNER_TYPES = ['fanFunding', 'voting', 'event', 'promotional', 'fanspick'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const BannerSchema = Type.Object({
  _id: Type.String(),
  image: Type.String(),
  title: Type.String(),
  link: Type.String(),
});
export type Banner = typeof BannerSchema.static;

export const SeoMetaSchema = Type.Object({
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  keywords: Type.Array(Type.String()),
  ogTitle: Type.String(),
  ogDescription: Type.String(),
  ogImage: Type.String(),
  twitterTitle: Type.String(),
  twitterDescription: Type.String(),
  twitterImage: Type.String(),
});
export type SeoMeta = typeof SeoMetaSchema.static;

export const MvpSchema = Type.Object({
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Avatar,
  coins: Type.Integer({ description: 'Coins spent this month on votes, supports and paid events' }),
});
export type Mvp = typeof MvpSchema.static;

export const MvpMonthSchema = Type.Object({
  createdAt: DateTime({ description: 'Start of the month shown (UTC)' }),
  mvps: Type.Array(MvpSchema),
});

export const contentEndpoints = endpointTable(
  endpoint('GET', '/client/news', {
    operationId: 'listNews',
    tag: 'news',
    summary: 'News, newest first',
    querystring: PageQuery(['date'], 8),
    response: PagedEnvelope(NewsSchema),
  }),
  endpoint('GET', '/client/banner/:type', {
    operationId: 'listBanners',
    tag: 'banners',
    summary: 'Banners of one type, in display order',
    params: Type.Object({
      type: StringEnum(BANNER_TYPES, {
        'x-message':
          'Tipe banner harus fanFunding, voting, event, promotional atau fanspick / Banner type must be fanFunding, voting, event, promotional or fanspick',
      }),
    }),
    response: Envelope(Type.Array(BannerSchema)),
  }),
  endpoint('GET', '/seo-meta/client', {
    operationId: 'getSeoMeta',
    tag: 'seo',
    summary: "The site's SEO and social-sharing meta",
    response: Envelope(SeoMetaSchema),
    errors: [404],
  }),
  endpoint('GET', '/mvp', {
    operationId: 'listMonthlyMvps',
    tag: 'mvp',
    summary: "This month's top supporters, summed from the ledger",
    response: Envelope(MvpMonthSchema),
  }),
  endpoint('GET', '/health', {
    operationId: 'getHealth',
    tag: 'health',
    summary:
      'Up, and the database answers (503 when it does not). Redis down is reported but not a failure: rate limits then count per replica',
    response: Envelope(
      Type.Object({ database: Type.String(), kind: Type.String(), redis: StringEnum(SHARED_COUNTER_STATES) }),
    ),
    errors: [503],
  }),
);
