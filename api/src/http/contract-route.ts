import { endpoints, type EndpointKey, type EndpointSpec, type Endpoints } from '@fanhub/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { operationDescription } from './operation-description';

type Part<E, K extends keyof EndpointSpec> = E extends { [P in K]: infer S } ? S : undefined;
type SuccessStatus<E> = E extends { successStatus: 201 } ? 201 : 200;

/**
 * What a handler is typed by: its inputs and its success answer. Refusals are thrown (AppError) and shaped by
 * the one error handler, so a handler can only ever return the answer the contract promises.
 */
type HandlerSchema<E> = FastifySchema & {
  params: Part<E, 'params'>;
  querystring: Part<E, 'querystring'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: { [S in SuccessStatus<E>]: Part<E, 'response'> };
};

/**
 * Route options for one call of the contract (`@fanhub/contract`): method, path and every schema come from
 * there, so the API serves, validates and documents exactly what front ends are typed against. Calls that
 * need a member get the bearer-token check, operations calls the operator-token check.
 * Spread into `app.route({ ...contractRoute(app, key), handler })`.
 */
export function contractRoute<K extends EndpointKey>(app: FastifyInstance, key: K) {
  const call: EndpointSpec & { method: string; path: string } = endpoints[key];
  const refusals = Object.fromEntries(
    [400, ...(call.errors ?? [])].map((status) => [status, Type.Ref('ErrorResponse')]),
  );
  const success = call.response
    ? { [call.successStatus ?? 200]: call.response }
    : call.answer && {
        200: { description: call.answer.description, content: { [call.answer.contentType]: { schema: {} } } },
      };
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: call.operationId,
    tags: [call.tag],
    summary: call.summary,
    description: operationDescription(call),
    response: { ...success, ...refusals },
  };
  if (call.auth) schema.security = [{ bearerAuth: [] }];
  if (call.operator) schema.security = [{ operatorToken: [] }];
  if (call.staff) schema.security = [{ staffToken: [] }];
  if (call.headers) schema.headers = call.headers;
  if (call.params) schema.params = call.params;
  if (call.querystring) schema.querystring = call.querystring;
  if (call.body) schema.body = call.body;
  if (call.multipart) schema.consumes = ['multipart/form-data'];
  return {
    method: call.method as Endpoints[K]['method'],
    url: call.path as Endpoints[K]['path'],
    schema: schema as HandlerSchema<Endpoints[K]>,
    ...(call.auth ? { preHandler: app.authenticate } : {}),
    ...(call.operator ? { preHandler: app.authenticateOperator } : {}),
    // Before the body is even read: a caller without the role learns nothing about the call's rules.
    ...(call.staff ? { onRequest: app.authenticateStaff(call.staff) } : {}),
  };
}
