import { authEndpoints } from './auth';
import { signInProviderEndpoints } from './sign-in-providers';
import { campaignEndpoints } from './campaign';
import { campaignStudioEndpoints } from './campaign-studio';
import { contentEndpoints } from './content';
import { contentStudioEndpoints } from './content-studio';
import type { HttpMethod, PartOf } from './endpoint';
import { eventEndpoints } from './event';
import { eventStudioEndpoints } from './event-studio';
import { fairPlayEndpoints } from './fair-play';
import { fairPlayStudioEndpoints } from './fair-play-studio';
import { financeStudioEndpoints } from './finance-studio';
import { fileEndpoints } from './file';
import { liveEndpoints } from './live';
import { memberEndpoints } from './member';
import { heartEndpoints } from './hearts';
import { heartStudioEndpoints } from './hearts-studio';
import { jobStudioEndpoints } from './jobs-studio';
import { ticketEndpoints } from './tickets';
import { memberAreaEndpoints } from './member-area';
import { moderationEndpoints } from './moderation';
import { notificationEndpoints } from './notification';
import { developmentEndpoints, operationEndpoints } from './operations';
import { paymentEndpoints, sandboxPaymentEndpoints } from './payments';
import { pricingEndpoints } from './pricing';
import { pricingStudioEndpoints } from './pricing-studio';
import { pushEndpoints } from './push';
import { revisionStudioEndpoints } from './revision-studio';
import { studioStaffEndpoints } from './studio-staff';
import { transparencyEndpoints } from './transparency';
import { votingEndpoints } from './voting';
import { votingStudioEndpoints } from './voting-studio';
import { webVitalsEndpoints } from './web-vitals';

/** Every /v1 call, keyed `METHOD /path` (paths as the API routes them, `:name` for a path parameter). */
export const endpoints = {
  ...authEndpoints,
  ...signInProviderEndpoints,
  ...fairPlayEndpoints,
  ...memberEndpoints,
  ...memberAreaEndpoints,
  ...heartEndpoints,
  ...heartStudioEndpoints,
  ...ticketEndpoints,
  ...fileEndpoints,
  ...pricingEndpoints,
  ...paymentEndpoints,
  ...sandboxPaymentEndpoints,
  ...notificationEndpoints,
  ...votingEndpoints,
  ...campaignEndpoints,
  ...liveEndpoints,
  ...transparencyEndpoints,
  ...eventEndpoints,
  ...contentEndpoints,
  ...operationEndpoints,
  ...developmentEndpoints,
  ...studioStaffEndpoints,
  ...votingStudioEndpoints,
  ...campaignStudioEndpoints,
  ...moderationEndpoints,
  ...eventStudioEndpoints,
  ...contentStudioEndpoints,
  ...pricingStudioEndpoints,
  ...webVitalsEndpoints,
  ...jobStudioEndpoints,
  ...financeStudioEndpoints,
  ...pushEndpoints,
  ...fairPlayStudioEndpoints,
  ...revisionStudioEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The paths a method can be called on: `PathOf<'GET'>` includes `/client/campaign/:id`. */
export type PathOf<M extends HttpMethod> = {
  [K in EndpointKey]: K extends `${M} ${infer P}` ? P : never;
}[EndpointKey];

export type EndpointAt<M extends HttpMethod, P extends PathOf<M>> = Endpoints[`${M} ${P}` & EndpointKey];

export type ParamsOf<M extends HttpMethod, P extends PathOf<M>> = PartOf<EndpointAt<M, P>, 'params'>;
export type QueryOf<M extends HttpMethod, P extends PathOf<M>> = PartOf<EndpointAt<M, P>, 'querystring'>;
export type BodyOf<M extends HttpMethod, P extends PathOf<M>> = PartOf<EndpointAt<M, P>, 'body'>;
export type HeadersOf<M extends HttpMethod, P extends PathOf<M>> = PartOf<EndpointAt<M, P>, 'headers'>;
/** The JSON a call answers on success (the whole envelope). */
export type ResponseOf<M extends HttpMethod, P extends PathOf<M>> = PartOf<EndpointAt<M, P>, 'response'>;
export type IsMultipart<M extends HttpMethod, P extends PathOf<M>> =
  EndpointAt<M, P> extends { multipart: true } ? true : false;
