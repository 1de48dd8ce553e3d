import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { Envelope, MessageOnly, StringEnum } from './schema-kit';

/** What fanhub tells a fan's device about, each of which the fan may switch off. */
export const PUSH_KINDS = [
  'voting_closing',
  'campaign_goal',
  'top_up_paid',
  'event_tomorrow',
  'account_held',
  'hearts_reminder',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const PUSH_KIND_LABELS: Record<PushKind, { id: string; en: string }> = {
  voting_closing: {
    id: 'Voting yang kamu ikuti tutup dalam satu jam',
    en: 'A voting you voted in closes within the hour',
  },
  campaign_goal: {
    id: 'Kampanye yang kamu dukung mencapai target atau selesai',
    en: 'A campaign you supported reached its target or ended',
  },
  top_up_paid: { id: 'Top up berhasil', en: 'A top-up was paid' },
  event_tomorrow: { id: 'Event yang kamu ikuti besok', en: 'An event you signed up for is tomorrow' },
  account_held: { id: 'Akunmu ditahan', en: 'Your account was put on hold' },
  hearts_reminder: {
    id: 'Pengingat absen Hati harian, pada jam pilihanmu',
    en: 'The daily hearts check-in reminder, at the hour you chose',
  },
};

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({
      pattern: '^https://',
      maxLength: 2000,
      'x-message': bilingual('Alamat push harus https', 'The push endpoint must be https'),
    }),
    keys: Type.Object({
      p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{40,200}$' }),
      auth: Type.String({ pattern: '^[A-Za-z0-9_-]{16,50}$' }),
    }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = typeof PushSubscriptionBody.static;

/** The hours a fan may be reminded of their hearts: the day outside quiet nights (WIB). */
export const HEARTS_REMINDER_HOURS = { first: 7, last: 21 } as const;
const HeartsReminderHour = Type.Union(
  [
    Type.Integer({
      minimum: HEARTS_REMINDER_HOURS.first,
      maximum: HEARTS_REMINDER_HOURS.last,
      'x-message': bilingual('Jam pengingat 7 sampai 21 WIB', 'The reminder hour is 7 to 21 WIB'),
    }),
    Type.Null(),
  ],
  {
    description:
      'The hour (WIB) from which the fan is reminded, once a day, of a check-in not made yet; null: no reminder',
  },
);

const preferenceFields = {
  muted: Type.Array(StringEnum(PUSH_KINDS), { maxItems: PUSH_KINDS.length, uniqueItems: true }),
  quietNights: Type.Boolean({
    description: 'Nothing between 22:00 and 07:00 WIB: it waits for the morning',
  }),
  heartsReminderHour: HeartsReminderHour,
};
export const PushPreferencesSchema = Type.Object(preferenceFields, { additionalProperties: false });
export type PushPreferences = typeof PushPreferencesSchema.static;
/** A change of preferences: the hearts reminder's hour stays as it is when left out. */
export const PushPreferencesBody = Type.Object(
  { ...preferenceFields, heartsReminderHour: Type.Optional(HeartsReminderHour) },
  { additionalProperties: false },
);
export type PushPreferencesChange = typeof PushPreferencesBody.static;

/** What a push carries: a title, a short text and the page it is about; nothing else. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

const tag = 'notification';

export const pushEndpoints = endpointTable(
  endpoint('GET', '/push/public-key', {
    operationId: 'pushPublicKey',
    tag,
    summary: "The VAPID public key a browser subscribes to fanhub's pushes with",
    response: Envelope(Type.Object({ publicKey: Type.String() })),
  }),
  endpoint('POST', '/client/push/subscriptions', {
    operationId: 'subscribeToPush',
    tag,
    summary: "This device wants fanhub's pushes (the fan's, until they sign out here or switch them off)",
    auth: true,
    body: PushSubscriptionBody,
    response: MessageOnly,
    errors: [401],
  }),
  endpoint('POST', '/client/push/subscriptions/remove', {
    operationId: 'unsubscribeFromPush',
    tag,
    summary: 'This device wants no more pushes',
    auth: true,
    body: Type.Object({ endpoint: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }),
    response: MessageOnly,
    errors: [401],
  }),
  endpoint('GET', '/client/push/preferences', {
    operationId: 'pushPreferences',
    tag,
    summary: 'What the fan hears about, and whether their nights are quiet',
    auth: true,
    response: Envelope(PushPreferencesSchema),
    errors: [401],
  }),
  endpoint('PUT', '/client/push/preferences', {
    operationId: 'changePushPreferences',
    tag,
    summary: 'Switch kinds of pushes off or on, quiet nights, and the hour of the daily hearts reminder',
    auth: true,
    body: PushPreferencesBody,
    response: Envelope(PushPreferencesSchema),
    errors: [401],
  }),
);
