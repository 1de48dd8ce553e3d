import type { AnyApiRequest, ApiClient, ErrorCode, HttpMethod } from '@fanhub/contract';
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

/** The query string of `query`: each value that is set, as text (no value is a list in the contract). */
function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The API's answer as JSON; an empty or unreadable body is `undefined`. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every call sends the session's bearer token, reads the API address at request time (runtime configuration), and
 * ends the session when the API refuses that token (401) while it is still the session's. A FormData body goes as
 * multipart, any other as JSON. The browser's `fetch`: nothing more is needed, and no HTTP library is sent to fans.
 */
export function createApiClient(session: SessionStore, baseURL?: () => string): ApiClient {
  const call =
    (method: HttpMethod) =>
    async (path: string, request: AnyApiRequest = {}): Promise<never> => {
      const runtime = getRuntimeConfig();
      const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(request.params![name]!));
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        if (value !== undefined) headers.set(name, value);
      }
      const token = session.accessToken;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const { body } = request;
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
      let response: Response;
      let answer: { message?: string; code?: ErrorCode } | undefined;
      try {
        response = await fetch(`${baseURL?.() ?? runtime.apiBaseUrl}${filled}${queryString(request.query)}`, {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
          signal: runtime.requestTimeoutMs ? AbortSignal.timeout(runtime.requestTimeoutMs) : undefined,
        });
        answer = (await answerOf(response)) as typeof answer;
      } catch {
        throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined);
      }
      if (response.ok) return answer as never;
      // Only a refusal of the session's own token ends it: a call made with a token the session has replaced, or is
      // replacing (a password change issues a new one), is refused for that token alone.
      if (response.status === 401 && token) {
        await session.afterRenewal();
        if (session.accessToken === token) session.logout('expired');
      }
      throw new ApiError(answer?.message ?? NETWORK_ERROR_MESSAGE, response.status, answer?.code);
    };
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
