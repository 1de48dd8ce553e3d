import type { Inbox } from './mail-sink';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** From the origin: `/v1/client/pricing`. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  /** The parsed JSON answer (undefined when there was none). */
  body: unknown;
}

/**
 * How the kit reaches the API: over HTTP (`overHttp`), or inside the test's process (the API tests hand it
 * Fastify's `inject`). The kit's fans, orders and notifications then work the same through either. `inbox` is
 * where the mail that API sends arrives (an SMTP sink's, for an API run as production runs it; else its
 * development outbox).
 */
export type CallApi = ((request: ApiRequest) => Promise<ApiAnswer>) & { inbox?: Inbox };

/**
 * Calls over HTTP to the API at `origin` (`http://127.0.0.1:4000`, or a gateway's origin); `inbox`: where its
 * mail arrives, when it sends real mail.
 */
export const overHttp = (origin: string, inbox?: Inbox): CallApi =>
  Object.assign(
    async ({ method = 'GET', path, body, headers }: ApiRequest): Promise<ApiAnswer> => {
      const response = await fetch(origin + path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    inbox ? { inbox } : {},
  );

/** The `data` of an answer in 2xx; otherwise fails, naming the call and what it answered. */
export async function dataOf<T>(call: CallApi, request: ApiRequest): Promise<T> {
  const { status, body } = await call(request);
  if (status < 200 || status >= 300) {
    throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${status}: ${JSON.stringify(body)}`);
  }
  return (body as { data: T }).data;
}
