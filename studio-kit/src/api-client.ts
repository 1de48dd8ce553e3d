import axios, { type AxiosError, type ResponseType } from 'axios';
import type { AnyApiRequest, ApiClient, HttpMethod } from '@fanhub/contract';
import { storedSession } from './session';

/** A refusal from the API: its HTTP status, its code and its bilingual message. */
export class StudioApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

let apiBaseUrl = 'http://localhost:4000/v1';
/** Where the API is (`/config.json` of the studio's server), set once at start. */
export const callApiAt = (baseUrl: string) => void (apiBaseUrl = baseUrl.replace(/\/+$/, ''));

/** The studio's HTTP: axios, with the staff token on every call and refusals as StudioApiError. */
const http = axios.create();
http.interceptors.request.use((request) => {
  request.baseURL = apiBaseUrl;
  const session = storedSession();
  if (session) request.headers.set('authorization', `Bearer ${session.access_token}`);
  return request;
});
http.interceptors.response.use(
  (response) => response,
  async (error: AxiosError<unknown>) => {
    const answer = error.response;
    // A download asked for a Blob: a refusal arrives as one too.
    const body = (answer?.data instanceof Blob ? JSON.parse(await answer.data.text()) : answer?.data) as
      { message?: string; code?: string; field?: string } | undefined;
    throw new StudioApiError(
      body?.message ?? 'Server tidak dapat dihubungi / The server cannot be reached',
      answer?.status ?? 0,
      body?.code,
      body?.field,
    );
  },
);

/** `/studio/votings/:votingId` with `{ votingId: 'v 1' }`: `/studio/votings/v%201`. */
function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** Any call of the contract, untyped: what the typed client and the data provider's generic CRUD share. */
export async function sendToApi(
  method: HttpMethod,
  path: string,
  { params, query, body, headers }: AnyApiRequest = {},
  responseType?: ResponseType,
): Promise<unknown> {
  const { data } = await http.request<unknown>({
    method,
    url: fillPath(path, params),
    params: query,
    data: body,
    headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([, value]) => value !== undefined)),
    responseType,
  });
  return data;
}

const typedCall =
  (method: HttpMethod) =>
  (path: string, request?: AnyApiRequest): Promise<never> =>
    sendToApi(method, path, request) as Promise<never>;

/**
 * The studio's client of the API, typed by the contract as the fans' is: `studioApi.post(
 * '/studio/held-accounts/:memberId/release', { params: { memberId } })` answers that call's envelope, and a wrong
 * body or path fails the build. Pages reach it through the data provider (useStudioApi), never directly.
 */
export const studioApi = {
  get: typedCall('GET'),
  post: typedCall('POST'),
  put: typedCall('PUT'),
  delete: typedCall('DELETE'),
} as ApiClient;
