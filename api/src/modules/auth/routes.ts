import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { messages } from './messages';
import { createAuthService } from './service';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = createAuthService(app);
  const config = {
    rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.timeWindow },
  };

  app.route({
    ...contractRoute(app, 'POST /auth/register'),
    config,
    handler: async (request, reply) =>
      reply.status(201).send({
        status: true,
        message: messages.registered,
        data: await auth.register(request.body),
      }),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/login'),
    config,
    handler: async (request) => ({
      status: true as const,
      message: messages.signedIn,
      data: await auth.login(request.body.email, request.body.password),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/forgot-password/verify'),
    config,
    handler: async (request) => ({
      status: true as const,
      data: {
        resetToken: await auth.verifyResetIdentity(request.body.email, request.body.phone),
        expiresIn: app.config.jwt.resetExpiresIn,
      },
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/reset-password'),
    config,
    handler: async (request) => {
      const { resetToken, password, confirmPassword } = request.body;
      await auth.resetPassword(resetToken, password, confirmPassword);
      return { status: true as const, message: messages.passwordReset };
    },
  });
};
