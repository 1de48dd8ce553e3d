import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the gateway sets on every request (nginx's $request_id) and the API logs and traces it by. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** nginx's ids are 32 hex digits; anything that could not be one is not written into logs. */
const WELL_FORMED = /^[\w-]{8,64}$/;

/** The request's id: the gateway's when it sent a well-formed one, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
