import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorStatus } from './errors';
import type { StaffRole } from './staff-roles';
import type { ApiTag } from './tags';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one call takes and answers. The API registers the call from it; front ends read its types. */
export interface EndpointSpec {
  /** The call's name for client generators (`castVote`), unique across the contract. */
  operationId: string;
  /** The OpenAPI section the call is listed under. */
  tag: ApiTag;
  summary: string;
  /** Needs a signed-in member's bearer token. */
  auth?: boolean;
  /** Needs the operator token (operations, not fans). */
  operator?: boolean;
  /** A studio call: needs a staff member's token, and one of these roles (403 for the others). */
  staff?: readonly StaffRole[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Request headers the call reads (all optional for callers), e.g. Idempotency-Key. */
  headers?: TSchema;
  /** The request is multipart/form-data (an upload); its parts are read by the handler. */
  multipart?: boolean;
  /** The JSON answer on success; absent when the answer is not JSON (an image, a script, a page). */
  response?: TSchema;
  /** What a call whose answer is not JSON answers on success. */
  answer?: { contentType: string; description: string };
  successStatus?: 200 | 201;
  /** Statuses besides 400 this call may refuse with; each answers ErrorResponse. */
  errors?: readonly ErrorStatus[];
}

export type Endpoint<M extends HttpMethod, P extends string, S extends EndpointSpec> = S & {
  method: M;
  path: P;
};
type AnyEndpoint = Endpoint<HttpMethod, string, EndpointSpec>;

/** One call: its method, its path as the API routes it (`/client/campaign/:id`) and its spec. */
export const endpoint = <const M extends HttpMethod, const P extends string, const S extends EndpointSpec>(
  method: M,
  path: P,
  spec: S,
): Endpoint<M, P, S> => ({ ...spec, method, path });

type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Calls keyed `METHOD /path`, the way docs/product.md section 7 lists them. */
export type EndpointTable<List extends readonly AnyEndpoint[]> = { [E in List[number] as KeyOf<E>]: E };

export function endpointTable<const List extends readonly AnyEndpoint[]>(...list: List): EndpointTable<List> {
  return Object.fromEntries(list.map((call) => [`${call.method} ${call.path}`, call])) as EndpointTable<List>;
}

/** The static type of one part of a call (`params`, `querystring`, `body`, `response`), or undefined. */
export type PartOf<E, Part extends keyof EndpointSpec> = E extends { [K in Part]: infer S extends TSchema }
  ? Static<S>
  : undefined;
