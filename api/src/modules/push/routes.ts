import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { contractRoute } from '../../http/contract-route';
import { keepSubscription, preferencesOf, removeSubscription, savePreferences } from './repository';
import { schedulePushes } from './scheduler';
import { sendPush } from './sender';
import { vapidKeys } from './vapid';

/**
 * Web Push: the key browsers subscribe with, each fan's devices and what they want to hear about; and, off the
 * request path, the scheduler (what is worth a push now) and the sender (a job a push).
 */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const vapid = await vapidKeys(db, app.config.push);

  app.route({
    ...contractRoute(app, 'GET /push/public-key'),
    handler: async () => ({ status: true as const, data: { publicKey: vapid.publicKey } }),
  });

  app.route({
    ...contractRoute(app, 'POST /client/push/subscriptions'),
    handler: async (request) => {
      await keepSubscription(db, request.memberId, request.body);
      return { status: true as const, message: bilingual('Notifikasi aktif', 'Notifications on') };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/push/subscriptions/remove'),
    handler: async (request) => {
      await removeSubscription(db, request.memberId, request.body.endpoint);
      return { status: true as const, message: bilingual('Notifikasi mati', 'Notifications off') };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/push/preferences'),
    handler: async (request) => ({ status: true as const, data: await preferencesOf(db, request.memberId) }),
  });

  app.route({
    ...contractRoute(app, 'PUT /client/push/preferences'),
    handler: async (request) => {
      await savePreferences(db, request.memberId, request.body);
      return { status: true as const, data: await preferencesOf(db, request.memberId) };
    },
  });
};

/**
 * The scheduler, every PUSH_SCHEDULE_EVERY_MS once across the replicas (0: never), and the sender: each queued push
 * is a job (`pushMessage`) this replica takes its share of, unless PUSH_SEND is false.
 */
export const pushJobsPlugin = fp(async (app) => {
  const { push } = app.config;
  if (push.scheduleEveryMs > 0) {
    app.jobs.every('pushSchedule', push.scheduleEveryMs, () =>
      schedulePushes(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'push: nothing scheduled this turn; retrying'),
      ),
    );
  }
  if (push.send) {
    const vapid = await vapidKeys(app.db, push);
    app.jobs.work('pushMessage', ({ pushId }, { lastTry }) =>
      sendPush(app.db, vapid, app.log, pushId, { lastTry }),
    );
  }
});
