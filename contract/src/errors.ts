import { Type } from '@sinclair/typebox';
import { StringEnum } from './schema-kit';

/** Every machine-readable `code` a refusal may carry; clients branch on these, never on message text. */
export const ERROR_CODES = [
  // Any call
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  'DATABASE_BUSY',
  // Accounts
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'INVALID_PHONE',
  'PASSWORDS_DIFFER',
  'PASSWORD_TOO_SHORT',
  'RESET_IDENTITY_MISMATCH',
  'RESET_CODE_INVALID',
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  'EMAIL_NOT_CONFIRMED',
  'PROVIDER_SIGN_IN_INVALID',
  'PROVIDER_EMAIL_UNVERIFIED',
  'CONFIRMATION_CODE_INVALID',
  'EMAIL_ALREADY_CONFIRMED',
  'CHALLENGE_REQUIRED',
  'CHALLENGE_FAILED',
  // Uploads
  'FILE_REQUIRED',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'NOT_MULTIPART',
  'NOT_AN_IMAGE',
  'INVALID_USAGE',
  'UPLOAD_QUOTA_EXCEEDED',
  'NOT_OUR_UPLOAD',
  // Coins
  'INSUFFICIENT_COINS',
  'INVALID_AMOUNT',
  'SAME_ACCOUNT',
  'IDEMPOTENCY_KEY_REUSED',
  'ACCOUNT_ON_HOLD',
  // Hearts
  'INSUFFICIENT_HEARTS',
  'ALREADY_CHECKED_IN',
  'COINS_NOT_TAKEN',
  'HEARTS_NOT_TAKEN',
  'MISSION_DONE_TODAY',
  'MISSION_NOT_DONE',
  'DAILY_HEARTS_CAP',
  // Payments
  'PAYMENT_PROVIDER_ERROR',
  'INVALID_SIGNATURE',
  'AMOUNT_MISMATCH',
  'ORDER_ALREADY_FINAL',
  // Spending
  'VOTING_ENDED',
  'CAMPAIGN_COMPLETED',
  'EVENT_ENDED',
  'SOLD_OUT',
  'TICKET_STALE',
  'ALREADY_SIGNED_UP',
  'SIGN_UP_TYPE_MISMATCH',
  'NOT_SIGNED_UP',
  'CANCEL_NOT_ALLOWED',
  'VOTING_NOT_OPEN',
  'DAILY_CAP_REACHED',
  'VOTING_CAP_REACHED',
  'ONE_PROJECT_ONLY',
  // Studio
  'ROLE_NOT_ALLOWED',
  'STAFF_LOCKED',
  'SECOND_FACTOR_INVALID',
  'SIGN_IN_EXPIRED',
  'PUBLICATION_STEP_REFUSED',
  'OWN_DRAFT',
  'HAS_FAN_ACTIVITY',
  'END_BEFORE_NOW',
  'ACCOUNT_SUSPENDED',
  'REVISION_PENDING',
  'OWN_REVISION',
  'NOT_YOUR_REVISION',
  'PUBLISHED_PROJECTS_FIXED',
  // Money in the studio
  'FOUR_EYES',
  'CHANGED_SINCE_READ',
  'ALREADY_DECIDED',
  'ORDER_NOT_PAID',
  'REFUND_EXCEEDS_PAYMENT',
  'PAYOUT_REFUSED',
  'PAYOUT_STEP_REFUSED',
  'SECOND_FACTOR_REQUIRED',
  'CAMPAIGN_BALANCE_CHANGED',
  // Fair play in the studio
  'NOTHING_TO_VOID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorResponseSchema = Type.Object(
  {
    status: Type.Literal(false),
    code: StringEnum(ERROR_CODES),
    message: Type.String({ description: 'Bilingual: Indonesian / English' }),
    field: Type.Optional(Type.String({ description: 'The request field the refusal concerns' })),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = typeof ErrorResponseSchema.static;

/** HTTP statuses a call may refuse with, each answering ErrorResponse. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;
