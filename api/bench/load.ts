import autocannon from 'autocannon';

export const CONNECTIONS = 64;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and requests that got no answer (timeouts, resets). */
  failed: number;
  /** Answers in 2xx. */
  succeeded: number;
}

export interface Load {
  url: string;
  seconds: number;
  method?: 'GET' | 'POST';
  /** The headers and body of each next request; without it every request is the plain GET of `url`. */
  next?: () => { headers?: Record<string, string>; body?: unknown };
}

/** `CONNECTIONS` clients, each sending its next request as soon as the last is answered, for `seconds`. */
export async function drive(load: Load): Promise<LoadFigures> {
  const { next } = load;
  const result = await autocannon({
    url: load.url,
    connections: CONNECTIONS,
    duration: load.seconds,
    method: load.method ?? 'GET',
    requests: next
      ? [
          {
            setupRequest: (request) => {
              const { headers, body } = next();
              return {
                ...request,
                headers: { ...request.headers, 'content-type': 'application/json', ...headers },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
              };
            },
          },
        ]
      : undefined,
  });
  return {
    requestsPerSecond: Math.round(result['2xx'] / load.seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    succeeded: result['2xx'],
  };
}
