import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, responses } from '../../http/schemas';
import {
  ForgotPasswordVerifyBody,
  LoginBody,
  messages,
  RegisterBody,
  ResetPasswordBody,
  SessionSchema,
} from './schemas';
import { createAuthService } from './service';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = createAuthService(app);
  const rateLimit = { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.timeWindow };
  const config = { rateLimit };

  app.post(
    '/auth/register',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Create a member account and sign in',
        body: RegisterBody,
        response: { 201: Envelope(SessionSchema), ...responses(Envelope(SessionSchema), 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await auth.register(request.body);
      return reply.status(201).send({ status: true, message: messages.registered, data: session });
    },
  );

  app.post(
    '/auth/login',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: responses(Envelope(SessionSchema), 401, 429),
      },
    },
    async (request) => ({
      status: true as const,
      message: messages.signedIn,
      data: await auth.login(request.body.email, request.body.password),
    }),
  );

  app.post(
    '/auth/forgot-password/verify',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Prove who you are with email + phone; answers a short-lived reset token',
        body: ForgotPasswordVerifyBody,
        response: responses(
          Envelope(Type.Object({ resetToken: Type.String(), expiresIn: Type.String() })),
          422,
          429,
        ),
      },
    },
    async (request) => ({
      status: true as const,
      data: {
        resetToken: await auth.verifyResetIdentity(request.body.email, request.body.phone),
        expiresIn: app.config.jwt.resetExpiresIn,
      },
    }),
  );

  app.post(
    '/auth/reset-password',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token',
        body: ResetPasswordBody,
        response: responses(Type.Object({ status: Type.Literal(true), message: Type.String() }), 429),
      },
    },
    async (request) => {
      const { resetToken, password, confirmPassword } = request.body;
      await auth.resetPassword(resetToken, password, confirmPassword);
      return { status: true as const, message: messages.passwordReset };
    },
  );
};
