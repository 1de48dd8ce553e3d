import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  status: StringEnum(NOTIFICATION_STATUSES),
  timestamp: DateTime(),
  content: Type.String(),
});
export type MemberNotification = typeof NotificationSchema.static;

export const notificationEndpoints = endpointTable(
  endpoint('GET', '/client/notification', {
    operationId: 'listNotifications',
    tag: 'notification',
    summary: "The signed-in member's notifications, newest first by default",
    auth: true,
    querystring: PageQuery(['timestamp'], 5),
    response: PagedEnvelope(NotificationSchema),
    errors: [401],
  }),
  endpoint('GET', '/client/notification/unread-count', {
    operationId: 'countUnreadNotifications',
    tag: 'notification',
    summary: "How many of the signed-in member's notifications are unread (the bell's badge)",
    auth: true,
    response: Envelope(Type.Object({ unread: Type.Integer() })),
    errors: [401],
  }),
  endpoint('PUT', '/client/notification/:id/read', {
    operationId: 'markNotificationRead',
    tag: 'notification',
    summary: 'Mark one of your notifications read',
    auth: true,
    params: IdParam('id'),
    response: Envelope(NotificationSchema),
    errors: [401, 404],
  }),
  endpoint('POST', '/client/notification/read-all', {
    operationId: 'markAllNotificationsRead',
    tag: 'notification',
    summary: 'Mark all your notifications read (Tandai semua dibaca)',
    auth: true,
    response: Envelope(Type.Object({ updated: Type.Integer() })),
    errors: [401],
  }),
);
