import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageMeta } from '../../db/paging';
import { contractRoute } from '../../http/contract-route';
import { errors } from '../../http/app-error';
import { listNotifications, markAllRead, markRead, unreadCount } from './repository';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /client/notification'),
    handler: async (request) => {
      const { items, total } = await listNotifications(app.db, request.memberId, request.query);
      return { status: true as const, data: items, meta: pageMeta(request.query, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /client/notification/unread-count'),
    handler: async (request) => ({
      status: true as const,
      data: { unread: await unreadCount(app.db, request.memberId) },
    }),
  });

  app.route({
    ...contractRoute(app, 'PUT /client/notification/:id/read'),
    handler: async (request) => {
      const notification = await markRead(app.db, request.memberId, request.params.id);
      if (!notification) throw errors.notFound({ id: 'Notifikasi', en: 'Notification' });
      return { status: true as const, data: notification };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /client/notification/read-all'),
    handler: async (request) => ({
      status: true as const,
      data: { updated: await markAllRead(app.db, request.memberId) },
    }),
  });
};
