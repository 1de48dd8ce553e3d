import { bilingual, HEART_RULES, jakartaTime, type HeartsSummary } from '@fanhub/contract';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { ledgerRefusal, type Refusals } from './refusals';

/**
 * Hearts (Hati, migration 029): free votes in the same ledger as coins, in accounts of their own kinds. Each grant
 * is a lot with its expiry; spending takes the lots closest to expiry first; expired hearts leave through a
 * transfer of their own. Every function takes the time it acts at, so a test moves the clock instead of waiting.
 */

/** The hearts' own refusals: too few to spend, a second check-in the same day. */
export const HEART_REFUSALS: Refusals = {
  INSUFFICIENT_HEARTS: ({ available }) =>
    new AppError(
      409,
      'INSUFFICIENT_HEARTS',
      bilingual(
        `Hati tidak cukup: kamu punya ${available} Hati`,
        `Not enough hearts: you have ${available} hearts`,
      ),
    ),
  ALREADY_CHECKED_IN: ({ nextAt }) =>
    new AppError(
      409,
      'ALREADY_CHECKED_IN',
      bilingual(
        `Kamu sudah absen hari ini. Absen lagi mulai ${jakartaTime(nextAt)}`,
        `You have checked in today. Check in again from ${jakartaTime(nextAt)}`,
      ),
    ),
};

/** The hearts a fan can spend at `at` (granted, not spent, not expired by then). */
export async function heartsAvailable(db: Queryable, memberId: string, at: Date): Promise<number> {
  const { rows } = await db.query<{ available: number }>('SELECT heart_available($1, $2) AS available', [
    memberId,
    at,
  ]);
  return rows[0]!.available;
}

/** The most fans whose expired hearts one transaction takes out. */
export const HEART_EXPIRY_BATCH = 500;

/**
 * Takes every lot expired by `at` out of its fan's account, one transfer per fan, in transactions of at most
 * `batch` fans; answers how many transfers. A fan whose account a spend holds is left for the next call, and a
 * call while another replica is at it answers 0 at once (`heart_expire`, migration 038).
 */
export async function expireHearts(db: Queryable, at: Date, batch = HEART_EXPIRY_BATCH): Promise<number> {
  let transfers = 0;
  for (;;) {
    const { rows } = await db.query<{ fans: number; transfers: number }>(
      'SELECT fans, transfers FROM heart_expire($1, $2)',
      [at, batch],
    );
    transfers += rows[0]!.transfers;
    if (rows[0]!.fans < batch) return transfers;
  }
}

export interface CheckIn {
  /** The Jakarta day checked in (YYYY-MM-DD). */
  day: string;
  /** Consecutive days checked in, this one included. */
  streak: number;
  hearts: number;
}

/** The fan's attendance check-in at `at`: once per Jakarta day, whatever arrives at once. */
export async function checkIn(db: Queryable, memberId: string, at: Date): Promise<CheckIn> {
  const { rows } = await db
    .query<CheckIn>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak, hearts
       FROM heart_check_in($1, $2, $3, $4, $5, $6)`,
      [
        memberId,
        at,
        HEART_RULES.checkIn,
        HEART_RULES.streakBonus,
        HEART_RULES.streakLength,
        HEART_RULES.lifetimeDays,
      ],
    )
    .catch((error: unknown) => ledgerRefusal(error, HEART_REFUSALS));
  return rows[0]!;
}

/** A fan's hearts at `at`: spendable, the next to expire, and where their check-in streak is. */
export async function heartsSummary(db: Queryable, memberId: string, at: Date): Promise<HeartsSummary> {
  const { rows } = await db.query<Omit<HeartsSummary, 'nextCheckInHearts' | 'rules'>>(
    `WITH today AS (SELECT jakarta_day($2) AS day),
          latest AS (
            SELECT c.day, c.streak FROM heart_check_ins c, today
            WHERE c.member_id = $1 AND c.day IN (today.day, today.day - 1) ORDER BY c.day DESC LIMIT 1
          )
     SELECT heart_available($1, $2) AS available,
            (SELECT json_build_object('hearts', SUM(remaining), 'at', iso_time(expires_at))
             FROM heart_lots WHERE member_id = $1 AND remaining > 0 AND expires_at > $2
             GROUP BY expires_at ORDER BY expires_at LIMIT 1) AS "expiringNext",
            COALESCE((SELECT latest.day = today.day FROM latest), false) AS "checkedInToday",
            COALESCE((SELECT streak FROM latest), 0) AS streak,
            iso_time(CASE WHEN (SELECT latest.day = today.day FROM latest) THEN jakarta_midnight_after(today.day)
                          ELSE $2 END) AS "nextCheckInAt"
     FROM today`,
    [memberId, at],
  );
  const summary = rows[0]!;
  // The streak the next check-in makes is one more than now's either way: today's, or yesterday's carried on.
  const bonusDue = (summary.streak + 1) % HEART_RULES.streakLength === 0;
  return {
    ...summary,
    nextCheckInHearts: HEART_RULES.checkIn + (bonusDue ? HEART_RULES.streakBonus : 0),
    rules: HEART_RULES,
  };
}
