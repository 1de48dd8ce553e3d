import { Type, type SchemaOptions, type TSchema, type TString, type TUnsafe } from '@sinclair/typebox';
import { bilingual } from './bilingual';

/** One of fixed strings, as a single JSON-schema `enum` (so a refusal names this field's own message). */
export const StringEnum = <T extends string>(values: readonly T[], options: SchemaOptions = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] });

/** An ISO 8601 timestamp, as it travels in JSON. */
export const DateTime = (options: SchemaOptions = {}) =>
  Type.Unsafe<string>({ ...options, type: 'string', format: 'date-time' });

/** `{ status: true, message?, data }` */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(true), message: Type.Optional(Type.String()), data });

export const PageMetaSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type PageMeta = typeof PageMetaSchema.static;

/** `{ status: true, data: [...], meta: { page, limit, total, totalPages } }` */
export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ status: Type.Literal(true), data: Type.Array(item), meta: PageMetaSchema });

/** `{ status: true, message }`: a call that answers only its outcome. */
export const MessageOnly = Type.Object({ status: Type.Literal(true), message: Type.String() });

/** A uuid path parameter, with the bilingual message for a malformed one. */
export const IdParam = <Name extends string>(name: Name) =>
  Type.Object({
    [name]: Type.String({ format: 'uuid', 'x-message': 'ID tidak valid / Invalid ID' }),
  } as Record<Name, TString>);

/** page, limit, sortBy (first field the default) and sortOrder; every one has a default. */
export const PageQuery = <SortBy extends string>(sortFields: [SortBy, ...SortBy[]], defaultLimit: number) =>
  Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: defaultLimit }),
    sortBy: Type.Union(
      sortFields.map((field) => Type.Literal(field)),
      { default: sortFields[0] },
    ),
    sortOrder: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
  });

/** Most coins one vote, support or ticket may move; far above any balance a fan holds. */
export const MAX_COINS_PER_SPEND = 1_000_000;
export const MAX_MESSAGE_LENGTH = 500;

export const CoinAmount = Type.Integer({
  minimum: 1,
  maximum: MAX_COINS_PER_SPEND,
  description: `Whole coins, 1 to ${MAX_COINS_PER_SPEND}`,
  'x-message':
    'Jumlah koin harus bilangan bulat 1 sampai 1.000.000 / Coins must be a whole number from 1 to 1,000,000',
});

export const SupportMessage = Type.String({
  maxLength: MAX_MESSAGE_LENGTH,
  description: `Optional, at most ${MAX_MESSAGE_LENGTH} characters`,
  'x-message': `Pesan maksimal ${MAX_MESSAGE_LENGTH} karakter / Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
});

/** What a vote and a support send: coins for a project or campaign, and an optional message. */
export const SpendBody = Type.Object(
  {
    projectId: IdParam('projectId').properties.projectId,
    coins: CoinAmount,
    message: Type.Optional(SupportMessage),
  },
  { additionalProperties: false },
);

/** A retried spend with the same key answers the first receipt and moves no more coins. */
export const SpendHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'One per click: a retry with the same key answers the first receipt',
      'x-message': bilingual(
        'Idempotency-Key harus 8-128 huruf, angka, _ . : atau -',
        'Idempotency-Key must be 8-128 letters, digits, _ . : or -',
      ),
    }),
  ),
});

/** A member's avatar or a content image; null when a member has none. */
export const Avatar = Type.Union([Type.String(), Type.Null()]);
