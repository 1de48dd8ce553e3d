import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { StatementRowSchema } from './member-area';
import { DateTime, Envelope, PagedEnvelope, PageQuery } from './schema-kit';

/**
 * Hearts (Hati): free votes a fan earns, kept apart from the coins they pay for (docs/product.md). What a
 * check-in gives and how long hearts last: the API grants by these, and the member area says them.
 */
export const HEART_RULES = {
  /** Hearts for the daily check-in (once per Jakarta day). */
  checkIn: 5,
  /** Added on every `streakLength`th day in a row. */
  streakBonus: 20,
  streakLength: 7,
  /** Hearts expire at Jakarta midnight this many days after the day they were earned. */
  lifetimeDays: 30,
} as const;

const tag = 'hearts';
const own = { auth: true, params: Type.Object({ userId: Type.String({ maxLength: 64 }) }) } as const;
const JakartaDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day in Jakarta' });

/** A fan's hearts now: what they can spend, what expires next, and today's check-in. */
export const HeartsSummarySchema = Type.Object({
  available: Type.Integer({ description: 'Hearts the fan can spend now (not expired)' }),
  expiringNext: Type.Union([
    Type.Object(
      { hearts: Type.Integer(), at: DateTime() },
      { description: 'The next hearts to expire, and when' },
    ),
    Type.Null(),
  ]),
  checkedInToday: Type.Boolean(),
  streak: Type.Integer({ description: 'Days in a row checked in, up to today or yesterday (0: broken)' }),
  nextCheckInAt: DateTime({ description: "When the fan can check in next: now, or Jakarta's next midnight" }),
});
export type HeartsSummary = typeof HeartsSummarySchema.static;

export const CheckInSchema = Type.Object({
  day: JakartaDay,
  streak: Type.Integer(),
  hearts: Type.Integer({ description: 'Hearts this check-in gave' }),
  available: Type.Integer({ description: 'Hearts the fan can spend after it' }),
});
export type CheckInResult = typeof CheckInSchema.static;

export const heartEndpoints = endpointTable(
  endpoint('GET', '/member/:userId/hearts', {
    operationId: 'getHearts',
    tag,
    summary: 'Your hearts: what you can spend, what expires next, and your check-in streak',
    ...own,
    response: Envelope(HeartsSummarySchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/member/:userId/hearts/statement', {
    operationId: 'getHeartStatement',
    tag,
    summary:
      'Your hearts statement from the ledger, newest first: check-ins, votes, expiries, balance after each',
    ...own,
    querystring: PageQuery(['createdAt'], 20),
    response: PagedEnvelope(StatementRowSchema),
    errors: [401, 403],
  }),
  endpoint('POST', '/member/:userId/hearts/check-in', {
    operationId: 'checkIn',
    tag,
    summary:
      "Today's attendance check-in: once per Jakarta day, hearts that expire after HEART_RULES.lifetimeDays",
    ...own,
    response: Envelope(CheckInSchema),
    errors: [401, 403, 409],
  }),
);
