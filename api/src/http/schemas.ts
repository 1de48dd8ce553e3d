import { Type, type SchemaOptions, type TSchema, type TString, type TUnsafe } from '@sinclair/typebox';

/** One of fixed strings, as a single JSON-schema `enum` (so a refusal names this field's own message). */
export const StringEnum = <T extends string>(values: readonly T[], options: SchemaOptions = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] });

export const ErrorResponse = Type.Object(
  {
    status: Type.Literal(false),
    code: Type.String(),
    message: Type.String({ description: 'Bilingual: Indonesian / English' }),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorResponse' },
);

/** `{ status: true, message?, data }` */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(true), message: Type.Optional(Type.String()), data });

export const PageMeta = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

/** `{ status: true, data: [...], meta: { page, limit, total, totalPages } }` */
export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ status: Type.Literal(true), data: Type.Array(item), meta: PageMeta });

const errorRef = Type.Ref('ErrorResponse');
/** Response schemas of a route: its success body plus the error bodies it may answer. */
export const responses = <T extends TSchema>(success: T, ...statuses: number[]) => ({
  200: success,
  ...Object.fromEntries([400, ...statuses].map((code) => [code, errorRef])),
});

/** A uuid path parameter, with the bilingual message for a malformed one. */
export const IdParam = <Name extends string>(name: Name) =>
  Type.Object({
    [name]: Type.String({ format: 'uuid', 'x-message': 'ID tidak valid / Invalid ID' }),
  } as Record<Name, TString>);

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

export const pageMeta = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
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

/** An ISO 8601 timestamp in the answer; the database hands it over as a Date. */
export const DateTime = (options: SchemaOptions = {}) =>
  Type.Unsafe<Date | string>({ ...options, type: 'string', format: 'date-time' });
