import { Type } from '@sinclair/typebox';
import { newPassword, SessionSchema } from './auth';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { MemberSchema, REQUIRED_FIELDS_MESSAGE } from './member';
import { NotificationSchema } from './notification';
import { ORDER_STATUSES } from './pricing';
import { DateTime, Envelope, MessageOnly, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';

/** Why coins moved, as the ledger records it. */
export const TRANSFER_REASONS = [
  'top_up',
  'top_up_reversal',
  'welcome_grant',
  'vote',
  'campaign_support',
  'event_ticket',
  'account_closure',
  'promotion_grant',
  'promotion_deduction',
  'campaign_refund',
  'campaign_settlement',
  'vote_voided',
  'event_refund',
  // Hearts (free votes): their own asset, never coins.
  'heart_check_in',
  'heart_mission',
  'heart_vote',
  'heart_expiry',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

/** One line of a fan's coin statement: a transfer into or out of their account, and the balance after it. */
export const StatementRowSchema = Type.Object({
  transferId: Type.Integer(),
  createdAt: DateTime(),
  reason: StringEnum(TRANSFER_REASONS),
  description: Type.String({ description: 'Bilingual: what the coins were for' }),
  /** The order, project, campaign or event the coins moved for. */
  reference: Type.Union([Type.String(), Type.Null()]),
  /** The site's page about it (a receipt, a project, a campaign, an event), when there is one. */
  link: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer({ description: 'Signed: positive into the account, negative out of it' }),
  balanceAfter: Type.Integer(),
});
export type StatementRow = typeof StatementRowSchema.static;

export const MemberOrderSchema = Type.Object({
  orderId: Type.String(),
  packageTitle: Type.String(),
  coins: Type.Integer(),
  grossAmount: Type.Integer({ description: 'IDR' }),
  status: StringEnum(ORDER_STATUSES),
  paymentMethod: Type.Union([Type.String(), Type.Null()], { description: "The provider's payment type" }),
  createdAt: DateTime(),
  paidAt: Type.Union([DateTime(), Type.Null()]),
});
export type MemberOrder = typeof MemberOrderSchema.static;

export const ReceiptSchema = Type.Composite([
  MemberOrderSchema,
  Type.Object({ memberName: Type.String(), memberEmail: Type.String() }),
]);
export type Receipt = typeof ReceiptSchema.static;

export const ACTIVITY_KINDS = ['votes', 'supports', 'sign-ups'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A vote, a support or an event sign-up of the fan. */
export const ActivityItemSchema = Type.Object({
  _id: Type.String(),
  kind: StringEnum(ACTIVITY_KINDS),
  title: Type.String({ description: 'The project, campaign or event' }),
  link: Type.String(),
  coins: Type.Integer({ description: '0 for a free or partner sign-up' }),
  message: Type.String(),
  messageHidden: Type.Boolean({
    description: 'Hidden from other fans by moderation (its author still sees it)',
  }),
  createdAt: DateTime(),
  eventDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  upcoming: Type.Union([Type.Boolean(), Type.Null()], { description: 'Sign-ups: the event is still ahead' }),
});
export type ActivityItem = typeof ActivityItemSchema.static;

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': bilingual('Masukkan password saat ini', 'Enter your current password'),
    }),
    password: newPassword(REQUIRED_FIELDS_MESSAGE),
    confirmPassword: Type.String({ minLength: 1, maxLength: 128, 'x-message': REQUIRED_FIELDS_MESSAGE }),
  },
  { additionalProperties: false, 'x-required-message': REQUIRED_FIELDS_MESSAGE },
);

export const DeleteAccountBody = Type.Object(
  {
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': bilingual(
        'Masukkan password untuk menghapus akun',
        'Enter your password to delete the account',
      ),
    }),
  },
  { additionalProperties: false },
);

/** Everything fanhub holds about the fan, to download (Indonesia's personal data protection law, UU PDP). */
export const DataExportSchema = Type.Object({
  exportedAt: DateTime(),
  profile: MemberSchema,
  statement: Type.Array(StatementRowSchema),
  orders: Type.Array(MemberOrderSchema),
  votes: Type.Array(ActivityItemSchema),
  supports: Type.Array(ActivityItemSchema),
  signUps: Type.Array(ActivityItemSchema),
  notifications: Type.Array(NotificationSchema),
});
export type DataExport = typeof DataExportSchema.static;

const tag = 'member area';
const Own = Type.Object({ userId: Type.String({ maxLength: 64 }) });
const own = { auth: true, params: Own } as const;

export const memberAreaEndpoints = endpointTable(
  endpoint('GET', '/member/:userId/statement', {
    operationId: 'getCoinStatement',
    tag,
    summary: 'Your coin statement from the ledger, newest first, with the balance after each line',
    ...own,
    querystring: PageQuery(['createdAt'], 20),
    response: PagedEnvelope(StatementRowSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/member/:userId/orders', {
    operationId: 'listOrders',
    tag,
    summary: 'Your coin purchases, newest first',
    ...own,
    querystring: PageQuery(['createdAt'], 20),
    response: PagedEnvelope(MemberOrderSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/member/:userId/orders/:orderId', {
    operationId: 'getOrderReceipt',
    tag,
    summary: 'The receipt of one of your purchases',
    auth: true,
    params: Type.Object({ userId: Type.String({ maxLength: 64 }), orderId: Type.String({ maxLength: 64 }) }),
    response: Envelope(ReceiptSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/member/:userId/activity', {
    operationId: 'listActivity',
    tag,
    summary: 'Your votes, supports or event sign-ups (upcoming events first)',
    ...own,
    querystring: Type.Composite([
      PageQuery(['createdAt'], 20),
      Type.Object({ kind: StringEnum(ACTIVITY_KINDS, { default: 'votes' }) }),
    ]),
    response: PagedEnvelope(ActivityItemSchema),
    errors: [401, 403],
  }),
  endpoint('PUT', '/member/:userId/password', {
    operationId: 'changePassword',
    tag,
    summary: 'Change your password; every other session ends, this one gets a new token',
    ...own,
    body: ChangePasswordBody,
    response: Envelope(SessionSchema),
    errors: [401, 403, 429],
  }),
  endpoint('GET', '/member/:userId/export', {
    operationId: 'exportMyData',
    tag,
    summary: 'Download everything fanhub holds about you, as JSON',
    ...own,
    response: Envelope(DataExportSchema),
    errors: [401, 403],
  }),
  endpoint('DELETE', '/member/:userId', {
    operationId: 'deleteAccount',
    tag,
    summary: 'Delete your account: personal data removed, remaining coins forfeited, ledger kept',
    ...own,
    body: DeleteAccountBody,
    response: MessageOnly,
    errors: [401, 403, 429],
  }),
);
