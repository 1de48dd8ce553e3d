import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http/app-error';

/** Bearer tokens: signed, expiring, carrying the member id; `app.authenticate` guards member routes. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.register(fastifyJwt, { secret: app.config.jwt.secret, sign: { expiresIn: app.config.jwt.expiresIn } });
  app.decorateRequest('memberId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      const claims = await request.jwtVerify<{ sub: string; typ: string }>();
      if (claims.typ !== 'access') throw new Error('not an access token');
      request.memberId = claims.sub;
    } catch {
      throw errors.unauthenticated();
    }
  });
});
