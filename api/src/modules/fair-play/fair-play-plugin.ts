import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailConfirmation, type EmailConfirmation } from './email-confirmation';
import { createProofOfWork, type ProofOfWork } from './proof-of-work';
import { createSignInGuard } from './sign-in-guard';

const FORGET_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    fairPlay: {
      proofOfWork: ProofOfWork;
      emailConfirmation: EmailConfirmation;
      signInGuard: ReturnType<typeof createSignInGuard>;
    };
  }
}

/** What keeps scripts out of accounts (docs/fair-play.md), for the account calls; and its hourly tidying. */
export const fairPlayPlugin = fp(async (app: FastifyInstance) => {
  const fairPlay = {
    proofOfWork: createProofOfWork(app),
    emailConfirmation: createEmailConfirmation(app),
    signInGuard: createSignInGuard(app.db, app.config.fairPlay.signInFailuresBeforeChallenge),
  };
  app.decorate('fairPlay', fairPlay);
  app.jobs.every('fairPlayForget', FORGET_EVERY_MS, async () => {
    await Promise.all([fairPlay.proofOfWork.forgetExpired(), fairPlay.signInGuard.forgetOld()]).catch(
      (error: unknown) =>
        app.log.warn({ err: error }, 'spent challenges and old sign-in failures not forgotten'),
    );
  });
});
