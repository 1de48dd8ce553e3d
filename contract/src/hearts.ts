import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { StatementRowSchema } from './member-area';
import { DateTime, Envelope, IdParam, PagedEnvelope, PageQuery, StringEnum } from './schema-kit';

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
  /** Most hearts a fan can earn in one Jakarta day, check-in and missions together. */
  dailyCap: 100,
} as const;

/**
 * What a mission asks a fan to do: each is a fact the API records itself (a vote with coins or hearts, a
 * campaign support, an event sign-up), so a mission is never completed by the client's word.
 */
export const MISSION_ACTIONS = ['vote', 'support_campaign', 'join_event'] as const;
export type MissionAction = (typeof MISSION_ACTIONS)[number];

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
  nextCheckInHearts: Type.Integer({
    description: 'Hearts the next check-in gives: the daily hearts, with the streak bonus when it falls due',
  }),
  rules: Type.Object(
    {
      checkIn: Type.Integer(),
      streakBonus: Type.Integer(),
      streakLength: Type.Integer(),
      lifetimeDays: Type.Integer(),
      dailyCap: Type.Integer(),
    },
    { description: 'HEART_RULES, for the page that explains them' },
  ),
});
export type HeartsSummary = typeof HeartsSummarySchema.static;

export const CheckInSchema = Type.Object({
  day: JakartaDay,
  streak: Type.Integer(),
  hearts: Type.Integer({ description: 'Hearts this check-in gave' }),
  available: Type.Integer({ description: 'Hearts the fan can spend after it' }),
});
export type CheckInResult = typeof CheckInSchema.static;

/** A mission open now, with what the fan did toward it today. */
export const MissionProgressSchema = Type.Object({
  _id: Type.String(),
  action: StringEnum(MISSION_ACTIONS),
  title: Type.String({ description: 'Bilingual, as staff wrote it' }),
  reward: Type.Integer({ description: 'Hearts for each completion' }),
  dailyLimit: Type.Integer({ description: 'Completions a fan can claim per Jakarta day' }),
  endsAt: DateTime(),
  doneToday: Type.Integer({ description: "Times the fan did the action today (from the API's own records)" }),
  claimedToday: Type.Integer({ description: 'Completions claimed today' }),
  claimable: Type.Boolean({ description: 'Done more often than claimed, and below the daily limit' }),
});
export type MissionProgress = typeof MissionProgressSchema.static;

export const MissionClaimSchema = Type.Object({
  missionId: Type.String(),
  claimedToday: Type.Integer(),
  hearts: Type.Integer({ description: 'Hearts this completion gave' }),
  available: Type.Integer({ description: 'Hearts the fan can spend after it' }),
});
export type MissionClaim = typeof MissionClaimSchema.static;

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
  endpoint('GET', '/member/:userId/hearts/missions', {
    operationId: 'getMissions',
    tag,
    summary: 'The missions open now, with what you did toward each today and what you can claim',
    ...own,
    response: Envelope(Type.Array(MissionProgressSchema)),
    errors: [401, 403],
  }),
  endpoint('POST', '/member/:userId/hearts/missions/:missionId/claim', {
    operationId: 'claimMission',
    tag,
    summary:
      "Claims a mission's hearts for something you did today: only what the API recorded, up to its daily limit",
    auth: true,
    params: Type.Object({ ...own.params.properties, ...IdParam('missionId').properties }),
    response: Envelope(MissionClaimSchema),
    errors: [401, 403, 404, 409],
  }),
);
