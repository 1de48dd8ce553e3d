import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, PagedEnvelope, PageQuery } from './schema-kit';

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  status: Type.String(),
  timestamp: DateTime(),
  content: Type.String(),
});
export type MemberNotification = typeof NotificationSchema.static;

export const notificationEndpoints = endpointTable(
  endpoint('GET', '/client/notification', {
    tag: 'notification',
    summary: "The signed-in member's notifications, newest first by default",
    auth: true,
    querystring: PageQuery(['timestamp'], 5),
    response: PagedEnvelope(NotificationSchema),
    errors: [401],
  }),
);
