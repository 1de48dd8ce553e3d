import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { Envelope, MessageOnly, StringEnum } from './schema-kit';
import { ANY_STAFF } from './staff-roles';

/**
 * The Web Vitals fans' browsers report: the web-vitals library's, and fanhub's own USABLE (from navigation until the
 * page answers a tap: React has taken it over) and INERT (from the largest paint until then: how long the page
 * looked ready but was not; 0 when it answered first). CLS is a score, the others ms.
 */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP', 'USABLE', 'INERT'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * The fan site's pages, as route templates: what Web Vitals are grouped by (never a page's own address, so ids
 * never become metric labels). A page no template matches is `other`.
 */
export const FAN_ROUTES = [
  '/',
  '/fanspick',
  '/fanspick/:votingId',
  '/fanspick/project/:projectId',
  '/fanspick/project/:projectId/verify',
  '/fanfunding',
  '/fanfunding/:campaignId',
  '/fanfunding/:campaignId/verify',
  '/events',
  '/event/:eventId',
  '/member-area/*',
  'other',
] as const;
export type FanRoute = (typeof FAN_ROUTES)[number];

/** The most samples one report carries: a page sends what it measured in one beacon when it is left. */
export const MOST_WEB_VITALS_PER_REPORT = 20;

const VitalSample = Type.Object(
  {
    name: StringEnum(WEB_VITAL_NAMES),
    value: Type.Number({ minimum: 0, maximum: 600_000, description: 'Milliseconds; for CLS, the score' }),
    route: StringEnum(FAN_ROUTES),
  },
  { additionalProperties: false },
);

const RemoteLoad = Type.Object(
  {
    remote: Type.String({ pattern: '^mfe_[a-z]{1,20}$', description: 'The section remote (mfe_fanspick)' }),
    build: Type.String({ pattern: '^[\\w.-]{1,64}$', description: "Its manifest's buildVersion" }),
    loadMs: Type.Optional(
      Type.Number({ minimum: 0, maximum: 600_000, description: 'From asking for it to its module running' }),
    ),
    failed: Type.Boolean({ description: 'It did not load, retries included: fans saw its fallback' }),
  },
  { additionalProperties: false },
);

export const WebVitalsReportSchema = Type.Object(
  {
    vitals: Type.Array(VitalSample, { maxItems: MOST_WEB_VITALS_PER_REPORT }),
    remotes: Type.Array(RemoteLoad, { maxItems: 10 }),
  },
  {
    additionalProperties: false,
    'x-message': bilingual('Laporan Web Vitals tidak valid', 'Invalid Web Vitals report'),
  },
);
export type WebVitalsReport = typeof WebVitalsReportSchema.static;

const Percentile75 = (description: string) =>
  Type.Union([Type.Number(), Type.Null()], { description: `${description}, 75th percentile (null: none)` });

/** The 75th percentile of each vital on one route over the period asked. */
export const RouteVitalsSchema = Type.Object({
  route: StringEnum(FAN_ROUTES),
  samples: Type.Integer({ description: 'Vitals measured on the route over the period' }),
  LCP: Percentile75('Largest Contentful Paint, ms'),
  INP: Percentile75('Interaction to Next Paint, ms'),
  CLS: Percentile75('Cumulative Layout Shift, score'),
  TTFB: Percentile75('Time to First Byte, ms'),
  FCP: Percentile75('First Contentful Paint, ms'),
  USABLE: Percentile75('From navigation until the page answers a tap, ms'),
  INERT: Percentile75('From the largest paint until the page answers a tap, ms'),
});
export type RouteVitals = typeof RouteVitalsSchema.static;

export const webVitalsEndpoints = endpointTable(
  endpoint('POST', '/web-vitals', {
    operationId: 'reportWebVitals',
    tag: 'web vitals',
    summary:
      "A page's Web Vitals and section loads, as fans' browsers measured them (sampled, no personal data)",
    body: WebVitalsReportSchema,
    response: MessageOnly,
    errors: [429],
  }),
  endpoint('GET', '/studio/web-vitals', {
    operationId: 'studioWebVitals',
    tag: 'web vitals',
    summary: "The 75th percentile of fans' Web Vitals per route over the last days",
    staff: ANY_STAFF,
    querystring: Type.Object(
      { days: Type.Integer({ minimum: 1, maximum: 30, default: 7 }) },
      { additionalProperties: false },
    ),
    response: Envelope(Type.Array(RouteVitalsSchema)),
    errors: [401, 403],
  }),
);
