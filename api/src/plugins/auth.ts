import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http/app-error';
import { tokenVersions } from './token-versions';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Bearer tokens: signed, expiring, carrying the member id and their token version. A token signed before
 * the member's last password reset or change is refused, so those end every other session.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.register(fastifyJwt, { secret: app.config.jwt.secret, sign: { expiresIn: app.config.jwt.expiresIn } });
  app.decorateRequest('memberId', '');
  const tokenVersionOf = await tokenVersions(app);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await request.jwtVerify<{ sub: string; typ: string; ver?: number }>().catch(() => {
      throw errors.unauthenticated();
    });
    if (claims.typ !== 'access') throw errors.unauthenticated();
    if ((await tokenVersionOf(claims.sub)) !== (claims.ver ?? 0)) throw errors.unauthenticated();
    request.memberId = claims.sub;
  });

  const operatorToken = app.config.operatorToken;
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    // Compared as digests in constant time: the token's length and content stay secret.
    if (!operatorToken || !timingSafeEqual(digest(given), digest(operatorToken)))
      throw errors.unauthenticated();
  });
});
