import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PagedEnvelope, PageQuery, pageMeta, responses } from '../../http/schemas';
import { listNotifications } from './repository';

const NotificationSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  status: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
  content: Type.String(),
});

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/client/notification',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notification'],
        summary: "The signed-in member's notifications, newest first by default",
        security: [{ bearerAuth: [] }],
        querystring: PageQuery(['timestamp'], 5),
        response: responses(PagedEnvelope(NotificationSchema), 401),
      },
    },
    async (request) => {
      const { page, limit, sortOrder } = request.query;
      const { items, total } = await listNotifications(app.db, request.memberId, { page, limit, sortOrder });
      return { status: true as const, data: items, meta: pageMeta(page, limit, total) };
    },
  );
};
