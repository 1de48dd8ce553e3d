import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';
import { ANY_STAFF, type StaffRole } from './staff-roles';

/** Fans' messages are written with a vote (Fans Pick) or a support (Fan Funding). */
export const MESSAGE_KINDS = ['vote', 'support'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Why a message is hidden: enough fans reported it (until a moderator decides), or a moderator hid it. */
export const MESSAGE_HIDDEN_BY = ['reports', 'moderator'] as const;
/** How many different fans' reports hide a message by default (the studio's setting changes it). */
export const AUTO_HIDE_REPORTS_DEFAULT = 10;
/** The roles that moderate fans' messages and accounts. */
export const MODERATORS: readonly StaffRole[] = ['admin', 'moderator'];

export const ReportMessageBody = Type.Object(
  {
    kind: StringEnum(MESSAGE_KINDS, {
      'x-message': bilingual('Jenis harus vote atau support', 'Kind is vote or support'),
    }),
    messageId: IdParam('messageId').properties.messageId,
  },
  { additionalProperties: false },
);

/** A message's studio id: its kind and the vote's or support's id (`support:<uuid>`). */
const StudioMessageId = Type.String({
  pattern: '^(vote|support):[0-9a-fA-F-]{36}$',
  'x-message': 'ID pesan tidak valid / Invalid message ID',
});
export const StudioMessageParams = Type.Object({ messageId: StudioMessageId });

export const StudioMessageSchema = Type.Object({
  _id: StudioMessageId,
  kind: StringEnum(MESSAGE_KINDS),
  message: Type.String(),
  hidden: Type.Union([StringEnum(MESSAGE_HIDDEN_BY), Type.Null()]),
  reviewed: Type.Boolean({ description: 'A moderator decided on it: reports no longer hide it' }),
  reports: Type.Integer({ description: 'Different fans who reported it' }),
  coins: Type.Integer(),
  createdAt: DateTime(),
  fanId: Type.String(),
  fanName: Type.String(),
  fanEmail: Type.String(),
  fanSuspended: Type.Boolean(),
  about: Type.String({ description: 'The project or campaign it was written to' }),
});
export type StudioMessage = typeof StudioMessageSchema.static;

export const StudioMessageQuery = Type.Object(
  {
    ...PageQuery(['createdAt'], 25).properties,
    kind: Type.Optional(StringEnum(MESSAGE_KINDS)),
    state: Type.Optional(StringEnum(['reported', 'hidden', 'shown'] as const)),
    q: Type.Optional(Type.String({ maxLength: 100, description: "Words of the message or the fan's name" })),
  },
  { additionalProperties: false },
);

export const ModerationBody = Type.Object(
  {
    action: StringEnum(['hide', 'restore'] as const, {
      'x-message': bilingual('Aksi harus hide atau restore', 'The action is hide or restore'),
    }),
  },
  { additionalProperties: false },
);

export const ModerationSettingsSchema = Type.Object(
  {
    autoHideReports: Type.Integer({
      minimum: 1,
      maximum: 10_000,
      description: 'Reports by different fans that hide a message until a moderator decides',
      'x-message': bilingual('Jumlah laporan 1 sampai 10.000', 'Reports are 1 to 10,000'),
    }),
  },
  { additionalProperties: false },
);

export const StudioFanSchema = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  coins: Type.Integer({ description: 'Their balance: a suspension keeps it' }),
  createdAt: DateTime(),
  suspendedAt: Type.Union([DateTime(), Type.Null()]),
});
export type StudioFan = typeof StudioFanSchema.static;

export const StudioFanQuery = Type.Object(
  {
    ...PageQuery(['createdAt'], 25).properties,
    q: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Words of the name or email, or digits of the phone number',
      }),
    ),
    suspended: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const SuspensionBody = Type.Object(
  {
    suspended: Type.Boolean({
      'x-message': bilingual('suspended harus true atau false', 'suspended is true or false'),
    }),
  },
  { additionalProperties: false },
);

const tag = 'studio: moderation';

export const moderationEndpoints = endpointTable(
  endpoint('POST', '/client/messages/report', {
    operationId: 'reportMessage',
    tag: 'moderation',
    summary: "Reports a vote's or a support's message (once per fan); enough reports hide it for a moderator",
    auth: true,
    body: ReportMessageBody,
    response: MessageOnly,
    errors: [401, 404],
  }),
  endpoint('GET', '/studio/messages', {
    operationId: 'studioListMessages',
    tag,
    summary: "Fans' messages with their reports, newest first, by kind and state",
    staff: ANY_STAFF,
    querystring: StudioMessageQuery,
    response: PagedEnvelope(StudioMessageSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/messages/:messageId', {
    operationId: 'studioGetMessage',
    tag,
    summary: 'A fan’s message with its reports',
    staff: ANY_STAFF,
    params: StudioMessageParams,
    response: Envelope(StudioMessageSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/messages/:messageId/moderation', {
    operationId: 'studioModerateMessage',
    tag,
    summary: 'Hides or restores a message (coins and totals never change; its author sees it marked hidden)',
    staff: MODERATORS,
    params: StudioMessageParams,
    body: ModerationBody,
    response: Envelope(StudioMessageSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/settings/moderation', {
    operationId: 'studioGetModerationSettings',
    tag,
    summary: 'How many reports hide a message',
    staff: ANY_STAFF,
    response: Envelope(ModerationSettingsSchema),
    errors: [401, 403],
  }),
  endpoint('PUT', '/studio/settings/moderation', {
    operationId: 'studioChangeModerationSettings',
    tag,
    summary: 'Changes how many reports hide a message',
    staff: MODERATORS,
    body: ModerationSettingsSchema,
    response: Envelope(ModerationSettingsSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/fans', {
    operationId: 'studioListFans',
    tag,
    summary: 'Fan accounts, by name or email, suspended or not',
    staff: ANY_STAFF,
    querystring: StudioFanQuery,
    response: PagedEnvelope(StudioFanSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/fans/:memberId', {
    operationId: 'studioGetFan',
    tag,
    summary: 'A fan account',
    staff: ANY_STAFF,
    params: IdParam('memberId'),
    response: Envelope(StudioFanSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/fans/:memberId/suspension', {
    operationId: 'studioSuspendFan',
    tag,
    summary:
      'Suspends a fan (their sessions end; they cannot sign in or spend; their coins stay) or restores them',
    staff: MODERATORS,
    params: IdParam('memberId'),
    body: SuspensionBody,
    response: Envelope(StudioFanSchema),
    errors: [401, 403, 404],
  }),
);
