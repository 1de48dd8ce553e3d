import type {
  BodyOf,
  ErrorCode,
  HeadersOf,
  HttpMethod,
  IsMultipart,
  ParamsOf,
  PathOf,
  QueryOf,
  ResponseOf,
} from '@fanhub/contract';
import axios, { type AxiosError } from 'axios';
import { getRuntimeConfig } from './runtime-config';
import type { SessionStore } from './session-store';

/** A refusal from the API, carrying its bilingual message and code; or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Terjadi kesalahan, silakan coba lagi / An error occurred, please try again';

/**
 * What one call of the contract takes: its path parameters, query (all optional: each has a default), body,
 * and the headers it reads (Idempotency-Key).
 */
export type ApiRequest<M extends HttpMethod, P extends PathOf<M>> = (ParamsOf<M, P> extends undefined
  ? unknown
  : { params: ParamsOf<M, P> }) &
  (QueryOf<M, P> extends undefined ? unknown : { query?: Partial<QueryOf<M, P>> }) &
  (IsMultipart<M, P> extends true
    ? { body: FormData }
    : BodyOf<M, P> extends undefined
      ? unknown
      : { body: BodyOf<M, P> }) &
  (HeadersOf<M, P> extends undefined ? unknown : { headers?: HeadersOf<M, P> });

/** The request argument is required when the call has path parameters or a body. */
type RequestArgs<M extends HttpMethod, P extends PathOf<M>> =
  object extends ApiRequest<M, P> ? [request?: ApiRequest<M, P>] : [request: ApiRequest<M, P>];

type Call<M extends HttpMethod> = <P extends PathOf<M>>(
  path: P,
  ...request: RequestArgs<M, P>
) => Promise<ResponseOf<M, P>>;

/**
 * The API, typed by the contract (`@fanhub/contract`): `api.get('/client/campaign/:id', { params: { id } })`
 * answers the campaign envelope without anyone writing its type. Paths are the contract's, `:name` filled
 * from `params`.
 */
export interface ApiClient {
  get: Call<'GET'>;
  post: Call<'POST'>;
  put: Call<'PUT'>;
  delete: Call<'DELETE'>;
}

interface AnyRequest {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

/**
 * Every call sends the session's bearer token, reads the API address at request time (runtime
 * configuration), and ends the session when the API answers 401. A FormData body goes as multipart.
 */
export function createApiClient(session: SessionStore, baseURL?: () => string): ApiClient {
  const http = axios.create();
  http.interceptors.request.use((config) => {
    const runtime = getRuntimeConfig();
    config.baseURL = baseURL?.() ?? runtime.apiBaseUrl;
    if (runtime.requestTimeoutMs) config.timeout = runtime.requestTimeoutMs;
    const token = session.accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  http.interceptors.response.use(undefined, (error: AxiosError<{ message?: string; code?: ErrorCode }>) => {
    const status = error.response?.status ?? 0;
    if (status === 401 && session.isLoggedIn) session.logout('expired');
    throw new ApiError(
      error.response?.data?.message ?? NETWORK_ERROR_MESSAGE,
      status,
      error.response?.data?.code,
    );
  });

  const call =
    (method: HttpMethod) =>
    (path: string, request: AnyRequest = {}) =>
      http
        .request({
          method,
          url: path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(request.params![name]!)),
          params: request.query,
          data: request.body,
          headers: request.headers,
        })
        .then((response) => response.data as never);
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') } as ApiClient;
}

/**
 * What to tell the fan about a failed call: the API's own bilingual reason when it answered, else `fallback`
 * (the API could not be reached, or something other than the call failed).
 */
export const refusalMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/** The `data` of an answer: `await unwrap(api.get('/client/pricing'))` is the package list. */
export async function unwrap<T>(answer: Promise<{ data: T }>): Promise<T> {
  return (await answer).data;
}
