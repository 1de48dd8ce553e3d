import type { HttpMethod } from './endpoint';
import type { BodyOf, HeadersOf, IsMultipart, ParamsOf, PathOf, QueryOf, ResponseOf } from './endpoints';

/** An upload's body: the browser's FormData (the contract compiles without the DOM's types, so by its shape). */
export interface MultipartBody {
  append(name: string, value: never, fileName?: string): void;
}

/**
 * What one call of the contract takes: its path parameters, query (all optional: each has a default), body,
 * and the headers it reads (Idempotency-Key).
 */
export type ApiRequest<M extends HttpMethod, P extends PathOf<M>> = (ParamsOf<M, P> extends undefined
  ? unknown
  : { params: ParamsOf<M, P> }) &
  (QueryOf<M, P> extends undefined ? unknown : { query?: Partial<QueryOf<M, P>> }) &
  (IsMultipart<M, P> extends true
    ? { body: MultipartBody }
    : BodyOf<M, P> extends undefined
      ? unknown
      : { body: BodyOf<M, P> }) &
  (HeadersOf<M, P> extends undefined ? unknown : { headers?: HeadersOf<M, P> });

/** The request argument is required when the call has path parameters or a body. */
export type RequestArgs<M extends HttpMethod, P extends PathOf<M>> =
  object extends ApiRequest<M, P> ? [request?: ApiRequest<M, P>] : [request: ApiRequest<M, P>];

/** One method of a client: `get('/client/campaign/:id', { params: { id } })` answers the call's envelope. */
export type ApiCall<M extends HttpMethod> = <P extends PathOf<M>>(
  path: P,
  ...request: RequestArgs<M, P>
) => Promise<ResponseOf<M, P>>;

/**
 * A client of the API typed by the contract: paths are the contract's (`:name` filled from `params`), and what
 * each call takes and answers is read from its endpoint, so a wrong body or a field the API does not answer fails
 * the build. The fans' client (shared-auth, `fetch`) and the studio's (studio-kit, axios) both are one.
 */
export interface ApiClient {
  get: ApiCall<'GET'>;
  post: ApiCall<'POST'>;
  put: ApiCall<'PUT'>;
  delete: ApiCall<'DELETE'>;
}

/** What a client's implementation receives, whatever the call: the typed surface is ApiClient's. */
export interface AnyApiRequest {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}
