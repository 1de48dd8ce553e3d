import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';
import { findMemberById } from '../member/repository';

/** The proof-of-work challenge, and confirming a fan's email (docs/fair-play.md). */
export const fairPlayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { proofOfWork, emailConfirmation } = app.fairPlay;
  const config = { rateLimit: app.config.authRateLimit };

  app.route({
    ...contractRoute(app, 'GET /auth/challenge'),
    config,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: true as const, data: await proofOfWork.challenge() };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/email-confirmation'),
    config,
    handler: async (request) => {
      await emailConfirmation.confirm(request.memberId, request.body.code);
      return {
        status: true as const,
        message: bilingual(
          'Email terkonfirmasi! Sekarang kamu bisa vote, mendukung campaign dan ikut event',
          'Email confirmed! You can now vote, support campaigns and join events',
        ),
        data: (await findMemberById(app.db, request.memberId))!,
      };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/email-confirmation/resend'),
    config,
    handler: async (request) => ({
      status: true as const,
      message: bilingual('Kode baru sudah dikirim', 'A new code was sent'),
      data: await emailConfirmation.resend(request.memberId),
    }),
  });
};
