import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { limitPerKey } from '../../plugins/rate-limit';
import { messages } from './messages';
import { createPasswordReset } from './password-reset';
import { createAuthService } from './service';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = createAuthService(app);
  const { proofOfWork, signInGuard } = app.fairPlay;
  const passwordReset = createPasswordReset(app);
  // Per client address...
  const config = { rateLimit: app.config.authRateLimit };
  // ...and per account, so guessing one fan's password from many addresses is limited too.
  const perAccount = limitPerKey(app, app.config.accountRateLimit, (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `account:${String(email ?? '')
      .trim()
      .toLowerCase()}`;
  });

  app.route({
    ...contractRoute(app, 'POST /auth/register'),
    config,
    handler: async (request, reply) => {
      await proofOfWork.spend(request.body.altcha);
      const origin = { address: request.ip, device: request.headers['x-fanhub-device'] };
      return reply.status(201).send({
        status: true,
        message: messages.registered,
        data: await auth.register(request.body, origin),
      });
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/login'),
    config,
    preHandler: perAccount,
    handler: async (request) => {
      // After a few failed attempts at one address, signing in to it takes a proof of work too.
      if (await signInGuard.needsChallenge(request.body.email)) await proofOfWork.spend(request.body.altcha);
      return {
        status: true as const,
        message: messages.signedIn,
        data: await auth.login(request.body.email, request.body.password),
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/forgot-password/verify'),
    config,
    preHandler: perAccount,
    handler: async (request) => {
      await proofOfWork.spend(request.body.altcha);
      return {
        status: true as const,
        message: messages.resetCodeSent,
        data: await passwordReset.sendCode(request.body.email, request.body.phone),
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/reset-password'),
    config,
    preHandler: perAccount,
    handler: async (request) => {
      await passwordReset.reset(request.body);
      return { status: true as const, message: messages.passwordReset };
    },
  });
};
