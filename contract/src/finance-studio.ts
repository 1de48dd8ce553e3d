import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { StatementRowSchema, TRANSFER_REASONS } from './member-area';
import { HeldAccountSchema } from './operations';
import { ORDER_STATUSES } from './pricing';
import {
  DateTime,
  Envelope,
  IdParam,
  PagedEnvelope,
  PageQuery,
  SpendHeaders,
  StringEnum,
} from './schema-kit';
import type { StaffRole } from './staff-roles';
import { text } from './studio-fields';

/** Who moves money: finance people, and each move needs a second one of them. */
export const FINANCE: readonly StaffRole[] = ['finance'];
/** Who sees the money: finance, admins (who cannot approve alone) and viewers. */
export const MONEY_READERS: readonly StaffRole[] = ['finance', 'admin', 'viewer'];

/** Why coins are granted or deducted by hand, in the product's words (a fan's statement names it). */
export const ADJUSTMENT_REASONS = {
  goodwill: { id: 'Kompensasi layanan', en: 'Goodwill' },
  compensation: { id: 'Ganti rugi gangguan', en: 'Outage compensation' },
  contest_prize: { id: 'Hadiah lomba', en: 'Contest prize' },
  promotion: { id: 'Promosi', en: 'Promotion' },
  correction: { id: 'Koreksi saldo', en: 'Balance correction' },
} as const;
export type AdjustmentReason = keyof typeof ADJUSTMENT_REASONS;
export const ADJUSTMENT_DIRECTIONS = ['grant', 'deduct'] as const;
export const ADJUSTMENT_STATUSES = ['proposed', 'executed', 'rejected'] as const;

/** A payout's states: requested, approved (by another finance person), processing at the bank, paid. */
export const PAYOUT_STATUSES = ['requested', 'approved', 'processing', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** What finance does to a payout: each allowed from some states only. */
export const PAYOUT_STEPS = ['approve', 'process', 'paid', 'reject', 'fail'] as const;
export type PayoutStep = (typeof PAYOUT_STEPS)[number];

const Version = Type.Integer({
  minimum: 1,
  description: 'The version the decision was made on: a proposal changed since is refused',
  'x-message': bilingual('Versi tidak valid', 'Invalid version'),
});
const Note = (max: number) => text(max, `Catatan 1-${max} karakter`, `The note is 1 to ${max} characters`);

// --- Orders and refunds ---

export const StudioOrderSchema = Type.Object({
  _id: Type.String({ description: 'The order id (ORDER-…)' }),
  memberId: Type.String(),
  fanName: Type.String(),
  fanEmail: Type.String(),
  packageTitle: Type.String(),
  coins: Type.Integer(),
  grossAmount: Type.Integer({ description: 'Rupiah paid' }),
  status: StringEnum(ORDER_STATUSES),
  provider: Type.String(),
  paymentMethod: Type.Union([Type.String(), Type.Null()]),
  needsReview: Type.Boolean(),
  refundedAmount: Type.Integer({ description: 'Rupiah refunded from the studio so far' }),
  createdAt: DateTime(),
  paidAt: Type.Union([DateTime(), Type.Null()]),
});
export type StudioOrder = typeof StudioOrderSchema.static;

export const ProviderEventSchema = Type.Object({
  _id: Type.Integer(),
  receivedAt: DateTime(),
  source: StringEnum(['notification', 'status_api', 'refund_api'] as const),
  transactionStatus: Type.Union([Type.String(), Type.Null()]),
  grossAmount: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union([Type.String(), Type.Null()]),
  payload: Type.Unknown({ description: 'What the provider sent or answered, as it came' }),
});

export const RefundSchema = Type.Object({
  _id: Type.String(),
  amount: Type.Integer({ description: 'Rupiah' }),
  coins: Type.Union([Type.Integer(), Type.Null()], {
    description: "Coins the refund owes back (its share of the order's coins); null until completed",
  }),
  coinsTakenBack: Type.Union([Type.Integer(), Type.Null()], {
    description: "Coins taken back from the fan's balance: coins less the shortfall; null until completed",
  }),
  shortfall: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Coins owed back that the fan had already spent: their account is held until it is settled',
  }),
  reason: Type.String(),
  status: StringEnum(['requested', 'completed', 'failed'] as const),
  requestedBy: Type.String({ description: "The staff member's email" }),
  requestedAt: DateTime(),
  completedAt: Type.Union([DateTime(), Type.Null()]),
  reversalTransferId: Type.Union([Type.Integer(), Type.Null()]),
  failure: Type.Union([Type.String(), Type.Null()]),
});
export type Refund = typeof RefundSchema.static;

export const StudioOrderDetailSchema = Type.Object({
  ...StudioOrderSchema.properties,
  creditTransferId: Type.Union([Type.Integer(), Type.Null()]),
  reversalTransferId: Type.Union([Type.Integer(), Type.Null()]),
  providerHistory: Type.Array(ProviderEventSchema, { description: 'Oldest first' }),
  refunds: Type.Array(RefundSchema, { description: 'Oldest first' }),
});
export type StudioOrderDetail = typeof StudioOrderDetailSchema.static;

export const StudioOrderQuery = Type.Object(
  {
    ...PageQuery(['createdAt'], 25).properties,
    q: Type.Optional(
      Type.String({ maxLength: 100, description: "The order id, or the fan's name or email" }),
    ),
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
    memberId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

const OrderParams = Type.Object({
  orderId: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    'x-message': 'ID pesanan tidak valid / Invalid order ID',
  }),
});

export const RefundBody = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description: 'Rupiah to refund: the whole payment or part of it',
      'x-message': bilingual(
        'Jumlah refund harus rupiah bulat positif',
        'The refund is a positive whole rupiah amount',
      ),
    }),
    reason: Note(500),
  },
  { additionalProperties: false },
);

// --- Transfers ---

const AccountSchema = Type.Object({
  accountId: Type.Integer(),
  kind: Type.String(),
  ownerId: Type.String(),
  name: Type.Union([Type.String(), Type.Null()], {
    description: "The fan's or the campaign's name, when it has one",
  }),
});

export const StudioTransferSchema = Type.Object({
  transferId: Type.Integer(),
  createdAt: DateTime(),
  reason: StringEnum(TRANSFER_REASONS),
  reference: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer(),
  from: AccountSchema,
  to: AccountSchema,
  entries: Type.Array(
    Type.Object({ entryId: Type.Integer(), accountId: Type.Integer(), amount: Type.Integer() }),
  ),
  seal: Type.Union(
    [
      Type.Object({ sealId: Type.Integer(), hash: Type.String(), root: Type.String(), sealedAt: DateTime() }),
      Type.Null(),
    ],
    { description: 'The seal holding its entries; null until sealed' },
  ),
});
export type StudioTransfer = typeof StudioTransferSchema.static;

// --- Coin adjustments ---

const adjustmentFields = {
  direction: StringEnum(ADJUSTMENT_DIRECTIONS, {
    'x-message': bilingual('Pilih tambah atau kurangi', 'Choose grant or deduct'),
  }),
  coins: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    'x-message': bilingual('Koin 1 sampai 1.000.000', 'Coins are 1 to 1,000,000'),
  }),
  reasonCode: StringEnum(Object.keys(ADJUSTMENT_REASONS) as AdjustmentReason[], {
    'x-message': bilingual('Pilih alasan', 'Choose a reason'),
  }),
  note: Note(1000),
};

export const AdjustmentBody = Type.Object(
  {
    memberId: Type.String({ format: 'uuid', 'x-message': 'ID fan tidak valid / Invalid fan ID' }),
    ...adjustmentFields,
  },
  { additionalProperties: false },
);
export const AdjustmentChangesBody = Type.Partial(Type.Object(adjustmentFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const DecisionBody = Type.Object(
  { version: Version, note: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);

export const StudioAdjustmentSchema = Type.Object({
  _id: Type.String(),
  memberId: Type.String(),
  fanName: Type.String(),
  fanEmail: Type.String(),
  ...adjustmentFields,
  status: StringEnum(ADJUSTMENT_STATUSES),
  version: Type.Integer(),
  proposedBy: Type.String({ description: "The proposer's email" }),
  proposedAt: DateTime(),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([DateTime(), Type.Null()]),
  decisionNote: Type.Union([Type.String(), Type.Null()]),
  transferId: Type.Union([Type.Integer(), Type.Null()]),
});
export type StudioAdjustment = typeof StudioAdjustmentSchema.static;

export const StudioAdjustmentQuery = Type.Object(
  {
    ...PageQuery(['proposedAt'], 25).properties,
    status: Type.Optional(StringEnum(ADJUSTMENT_STATUSES)),
    memberId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

// --- Campaign payouts ---

const payoutFields = {
  organiserName: text(
    200,
    'Nama penyelenggara 1-200 karakter',
    "The organiser's name is 1 to 200 characters",
  ),
  bankName: text(100, 'Nama bank 1-100 karakter', 'The bank is 1 to 100 characters'),
  accountNumber: Type.String({
    pattern: '^[0-9]{5,30}$',
    'x-message': bilingual('Nomor rekening 5-30 angka', 'The account number is 5 to 30 digits'),
  }),
  accountHolder: text(
    200,
    'Nama pemilik rekening 1-200 karakter',
    "The account holder's name is 1 to 200 characters",
  ),
};
export const PayoutBody = Type.Object(
  {
    campaignId: Type.String({ format: 'uuid', 'x-message': 'ID kampanye tidak valid / Invalid campaign ID' }),
    ...payoutFields,
  },
  { additionalProperties: false },
);
export const PayoutChangesBody = Type.Partial(Type.Object(payoutFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const PayoutStepBody = Type.Object(
  {
    step: StringEnum(PAYOUT_STEPS, {
      'x-message': bilingual('Langkah tidak dikenal', 'Unknown step'),
    }),
    version: Version,
    /** approve: the approver's authenticator code, when their approvals pass the rolling limit. */
    code: Type.Optional(
      Type.String({ pattern: '^[0-9]{6}$', 'x-message': bilingual('Kode 6 angka', 'A 6-digit code') }),
    ),
    /** paid: the bank's reference of the transfer. */
    bankReference: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** reject, fail: why. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const StudioPayoutSchema = Type.Object({
  _id: Type.String(),
  campaignId: Type.String(),
  campaignTitle: Type.String(),
  coins: Type.Integer(),
  idrPerCoin: Type.Integer(),
  idrAmount: Type.Integer(),
  feeIdr: Type.Integer(),
  netIdr: Type.Integer({ description: 'What the organiser receives: the IDR value less the fee' }),
  ...payoutFields,
  bankReference: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(PAYOUT_STATUSES),
  statusReason: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  requestedBy: Type.String(),
  requestedAt: DateTime(),
  changedBy: Type.String({ description: 'Whoever last changed it (they cannot approve it either)' }),
  approvedBy: Type.Union([Type.String(), Type.Null()]),
  approvedAt: Type.Union([DateTime(), Type.Null()]),
  paidAt: Type.Union([DateTime(), Type.Null()]),
  settlementTransferId: Type.Union([Type.Integer(), Type.Null()]),
});
export type StudioPayout = typeof StudioPayoutSchema.static;

export const StudioPayoutQuery = Type.Object(
  {
    ...PageQuery(['requestedAt'], 25).properties,
    status: Type.Optional(StringEnum(PAYOUT_STATUSES)),
    campaignId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

// --- Daily reconciliation ---

export const ReconciliationRowSchema = Type.Object({
  check: Type.String({ description: 'What is compared, in both languages' }),
  records: Type.Integer({
    description: 'Coins by the records (orders, refunds, votes, adjustments, payouts)',
  }),
  ledger: Type.Integer({ description: 'Coins by the ledger transfers' }),
  difference: Type.Integer({ description: 'records - ledger (0: it balances)' }),
  detail: Type.Array(Type.String(), { description: 'What differs, named: order ids, transfer ids' }),
});
export type ReconciliationRow = typeof ReconciliationRowSchema.static;

export const ReconciliationDaySchema = Type.Object({
  _id: Type.String({ description: 'The day in Jakarta, YYYY-MM-DD' }),
  balanced: Type.Boolean(),
  rows: Type.Array(ReconciliationRowSchema),
});
export type ReconciliationDay = typeof ReconciliationDaySchema.static;

const JakartaDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  'x-message': bilingual('Tanggal YYYY-MM-DD', 'A date, YYYY-MM-DD'),
});

const tag = 'studio: finance';

export const financeStudioEndpoints = endpointTable(
  endpoint('GET', '/studio/orders', {
    operationId: 'studioListOrders',
    tag,
    summary: 'Orders, newest first, by id, fan or status',
    staff: MONEY_READERS,
    querystring: StudioOrderQuery,
    response: PagedEnvelope(StudioOrderSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/orders/:orderId', {
    operationId: 'studioGetOrder',
    tag,
    summary: 'An order with everything its payment provider said about it and its refunds',
    staff: MONEY_READERS,
    params: OrderParams,
    response: Envelope(StudioOrderDetailSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/orders/:orderId/refunds', {
    operationId: 'studioRefundOrder',
    tag,
    summary:
      "Refund an order through its payment provider, in full or in part; the fan's coins are reversed with it",
    staff: FINANCE,
    params: OrderParams,
    headers: SpendHeaders,
    body: RefundBody,
    response: Envelope(StudioOrderDetailSchema),
    successStatus: 201,
    errors: [401, 403, 404, 409, 422, 502],
  }),
  endpoint('GET', '/studio/fans/:memberId/statement', {
    operationId: 'studioFanStatement',
    tag,
    summary: "A fan's coin statement, as their member area shows it",
    staff: MONEY_READERS,
    params: IdParam('memberId'),
    querystring: Type.Object(PageQuery(['createdAt'], 25).properties, { additionalProperties: false }),
    response: PagedEnvelope(StatementRowSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/transfers/:transferId', {
    operationId: 'studioGetTransfer',
    tag,
    summary: 'A ledger transfer with its entries and the seal that holds them',
    staff: MONEY_READERS,
    params: Type.Object({ transferId: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }) }),
    response: Envelope(StudioTransferSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/adjustments', {
    operationId: 'studioListAdjustments',
    tag,
    summary: 'Coin adjustments, newest first',
    staff: MONEY_READERS,
    querystring: StudioAdjustmentQuery,
    response: PagedEnvelope(StudioAdjustmentSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/adjustments/:adjustmentId', {
    operationId: 'studioGetAdjustment',
    tag,
    summary: 'A coin adjustment',
    staff: MONEY_READERS,
    params: IdParam('adjustmentId'),
    response: Envelope(StudioAdjustmentSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/adjustments', {
    operationId: 'studioProposeAdjustment',
    tag,
    summary: 'Propose granting or deducting coins; another finance person executes it',
    staff: FINANCE,
    body: AdjustmentBody,
    response: Envelope(StudioAdjustmentSchema),
    successStatus: 201,
    errors: [401, 403, 404],
  }),
  endpoint('PUT', '/studio/adjustments/:adjustmentId', {
    operationId: 'studioChangeAdjustment',
    tag,
    summary:
      'Change a proposal (its proposer only): its version rises, an approval of the old one is refused',
    staff: FINANCE,
    params: IdParam('adjustmentId'),
    body: AdjustmentChangesBody,
    response: Envelope(StudioAdjustmentSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/adjustments/:adjustmentId/approve', {
    operationId: 'studioApproveAdjustment',
    tag,
    summary: 'Approve and execute a proposal (a finance person other than its proposer)',
    staff: FINANCE,
    params: IdParam('adjustmentId'),
    body: DecisionBody,
    response: Envelope(StudioAdjustmentSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/adjustments/:adjustmentId/reject', {
    operationId: 'studioRejectAdjustment',
    tag,
    summary: "Reject a proposal (or withdraw one's own)",
    staff: FINANCE,
    params: IdParam('adjustmentId'),
    body: DecisionBody,
    response: Envelope(StudioAdjustmentSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/held-accounts', {
    operationId: 'studioListHeldAccounts',
    tag,
    summary: 'Fans whose accounts are on hold (a reversal found coins already spent), oldest first',
    staff: MONEY_READERS,
    response: Envelope(Type.Array(HeldAccountSchema)),
    errors: [401, 403],
  }),
  endpoint('POST', '/studio/held-accounts/:memberId/release', {
    operationId: 'studioReleaseHeldAccount',
    tag,
    summary: 'Release a hold once the shortfall is settled',
    staff: FINANCE,
    params: IdParam('memberId'),
    response: Envelope(HeldAccountSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/payouts', {
    operationId: 'studioListPayouts',
    tag,
    summary: 'Campaign payouts, newest first',
    staff: MONEY_READERS,
    querystring: StudioPayoutQuery,
    response: PagedEnvelope(StudioPayoutSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/payouts/:payoutId', {
    operationId: 'studioGetPayout',
    tag,
    summary: 'A campaign payout',
    staff: MONEY_READERS,
    params: IdParam('payoutId'),
    response: Envelope(StudioPayoutSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/payouts', {
    operationId: 'studioRequestPayout',
    tag,
    summary: "Request the payout of a completed campaign's coins to its organiser",
    staff: FINANCE,
    body: PayoutBody,
    response: Envelope(StudioPayoutSchema),
    successStatus: 201,
    errors: [401, 403, 404, 409],
  }),
  endpoint('PUT', '/studio/payouts/:payoutId', {
    operationId: 'studioChangePayout',
    tag,
    summary: "Change a payout's organiser or bank account: it needs approval again",
    staff: FINANCE,
    params: IdParam('payoutId'),
    body: PayoutChangesBody,
    response: Envelope(StudioPayoutSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/payouts/:payoutId/steps', {
    operationId: 'studioPayoutStep',
    tag,
    summary: 'Approve, send to the bank, mark paid (the coins move to settled), reject or fail a payout',
    staff: FINANCE,
    params: IdParam('payoutId'),
    body: PayoutStepBody,
    response: Envelope(StudioPayoutSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('GET', '/studio/reconciliation', {
    operationId: 'studioReconciliation',
    tag,
    summary: 'Each day in Jakarta: what the records say against what the ledger moved, row by row',
    staff: MONEY_READERS,
    querystring: Type.Object(
      { from: Type.Optional(JakartaDay), to: Type.Optional(JakartaDay) },
      { additionalProperties: false },
    ),
    response: Envelope(Type.Array(ReconciliationDaySchema)),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/reconciliation/:day/csv', {
    operationId: 'studioReconciliationCsv',
    tag,
    summary: "One day's reconciliation as CSV",
    staff: MONEY_READERS,
    params: Type.Object({ day: JakartaDay }),
    answer: { contentType: 'text/csv', description: 'check,records,ledger,difference,detail' },
    errors: [401, 403],
  }),
);
