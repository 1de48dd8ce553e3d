import type { CallApi } from '@fanhub/testkit';
import type { FastifyInstance } from 'fastify';

/**
 * The kit's calls answered by `app` inside the test's own process (Fastify's `inject`, no socket), as if from
 * `remoteAddress` (127.0.0.1 unless given).
 */
export const inProcess =
  (app: FastifyInstance, remoteAddress?: string): CallApi =>
  async ({ method = 'GET', path, body, headers }) => {
    const response = await app.inject({
      method,
      url: path,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
  };
