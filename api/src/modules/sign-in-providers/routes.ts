import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { messages as accountMessages } from '../auth/messages';
import { createAuthService } from '../auth/service';
import { providerSignIn } from './provider-sign-in';

/** Sign in with Google and Apple (ADR-294); the calls of the contract's sign-in-providers.ts. */
export const signInProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Apple answers with a posted form (form_post); this plugin alone reads forms.
  await app.register(formBody);
  const auth = createAuthService(app);
  const providers = providerSignIn(app, { sessionFor: auth.sessionFor, signIn: auth.login });
  const { proofOfWork } = app.fairPlay;
  const config = { rateLimit: app.config.authRateLimit };

  app.route({
    ...contractRoute(app, 'GET /auth/providers'),
    handler: async () => ({ status: true as const, data: providers.listed() }),
  });

  app.route({
    ...contractRoute(app, 'GET /auth/providers/:provider/start'),
    config,
    handler: async (request, reply) =>
      reply.redirect(await providers.start(request.params.provider, request.query.returnTo ?? '/'), 302),
  });

  app.route({
    ...contractRoute(app, 'GET /auth/providers/:provider/callback'),
    config,
    handler: async (request, reply) =>
      reply.redirect(await providers.callBack(request.params.provider, request.query, 'GET'), 302),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/providers/:provider/callback'),
    config,
    handler: async (request, reply) => {
      // Apple's `user` (the name, sent on the first sign-in only) is not part of what is checked.
      const { user: _user, ...answer } = request.body;
      return reply.redirect(await providers.callBack(request.params.provider, answer, 'POST'), 302);
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/providers/handoff'),
    config,
    handler: async (request) => ({
      status: true as const,
      data: await providers.handOff(request.body.handoff),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/providers/link'),
    config,
    handler: async (request) => ({
      status: true as const,
      message: accountMessages.signedIn,
      data: await providers.link(request.body),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/providers/register'),
    config,
    handler: async (request, reply) => {
      await proofOfWork.spend(request.body.altcha);
      const origin = { address: request.ip, device: request.headers['x-fanhub-device'] };
      return reply.status(201).send({
        status: true,
        message: accountMessages.registered,
        data: await providers.register(request.body, origin),
      });
    },
  });
};
