import {
  bilingual,
  HEART_RULES,
  jakartaTime,
  type MissionProgress,
  type StudioMission,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { ledgerRefusal, type Refusals } from '../../ledger/refusals';

/**
 * Missions (migration 033): hearts for what a fan did, claimed one completion at a time. The database counts the
 * API's own rows of the action, so a claim without the deed is refused.
 */
export const MISSION = { id: 'Misi', en: 'Mission' };

const MISSION_REFUSALS: Refusals = {
  NOT_FOUND: () => errors.notFound(MISSION),
  MISSION_DONE_TODAY: ({ nextAt }) =>
    new AppError(
      409,
      'MISSION_DONE_TODAY',
      bilingual(
        `Misi ini sudah selesai hari ini. Lagi mulai ${jakartaTime(nextAt)}`,
        `This mission is done for today. Again from ${jakartaTime(nextAt)}`,
      ),
    ),
  MISSION_NOT_DONE: () =>
    new AppError(
      409,
      'MISSION_NOT_DONE',
      bilingual(
        'Selesaikan misinya dulu, lalu klaim Hati',
        'Complete the mission first, then claim its hearts',
      ),
    ),
  DAILY_HEARTS_CAP: ({ cap }) =>
    new AppError(
      409,
      'DAILY_HEARTS_CAP',
      bilingual(
        `Batas ${cap} Hati per hari tercapai. Coba lagi besok`,
        `You reached ${cap} hearts today. Try again tomorrow`,
      ),
    ),
};

/** Claims one completion of a mission at `at`; answers how many the fan has claimed today and what it gave. */
export async function claimMission(db: Queryable, memberId: string, missionId: string, at: Date) {
  const { rows } = await db
    .query<{ claimed: number; hearts: number }>(
      'SELECT claimed, hearts FROM heart_mission_claim($1, $2, $3, $4, $5)',
      [memberId, missionId, at, HEART_RULES.dailyCap, HEART_RULES.lifetimeDays],
    )
    .catch((error: unknown) => ledgerRefusal(error, MISSION_REFUSALS));
  return rows[0]!;
}

/** The missions open at `at`, with what the fan did toward each on that Jakarta day and claimed. */
export async function missionsOf(db: Queryable, memberId: string, at: Date): Promise<MissionProgress[]> {
  const { rows } = await db.query<MissionProgress>(
    `WITH open AS (SELECT * FROM heart_missions WHERE starts_at <= $2 AND ends_at > $2),
          progress AS (
            SELECT open.*,
                   heart_mission_facts(action, $1,
                     GREATEST(jakarta_midnight_after(jakarta_day($2) - 1), starts_at), $2) AS done,
                   (SELECT count(*) FROM heart_mission_completions c
                    WHERE c.mission_id = open.id AND c.member_id = $1 AND c.day = jakarta_day($2))::integer AS claimed
            FROM open
          )
     SELECT id AS "_id", action, title, reward, daily_limit AS "dailyLimit", iso_time(ends_at) AS "endsAt",
            done AS "doneToday", claimed AS "claimedToday", (done > claimed AND claimed < daily_limit) AS claimable
     FROM progress ORDER BY ends_at, created_at`,
    [memberId, at],
  );
  return rows;
}

const SELECT_STUDIO_MISSION = `
  SELECT m.id AS "_id", m.action, m.title, m.reward, m.daily_limit AS "dailyLimit",
         iso_time(m.starts_at) AS "startsAt", iso_time(m.ends_at) AS "endsAt", iso_time(m.created_at) AS "createdAt",
         (SELECT count(*) FROM heart_mission_completions c WHERE c.mission_id = m.id)::integer AS completions,
         (SELECT COALESCE(SUM(hearts), 0) FROM heart_mission_completions c WHERE c.mission_id = m.id)::bigint
           AS "heartsGiven"
  FROM heart_missions m`;
const SORT = { startsAt: 'm.starts_at', endsAt: 'm.ends_at' } as const;

export async function listStudioMissions(db: Queryable, page: Page & { sortBy: keyof typeof SORT }) {
  const { rows } = await db.query<StudioMission>(
    `${SELECT_STUDIO_MISSION} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, m.id LIMIT $1 OFFSET $2`,
    [page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM heart_missions', []) };
}

export async function findStudioMission(db: Queryable, id: string): Promise<StudioMission | undefined> {
  return (await db.query<StudioMission>(`${SELECT_STUDIO_MISSION} WHERE m.id = $1`, [id])).rows[0];
}

export type NewMission = Pick<
  StudioMission,
  'action' | 'title' | 'reward' | 'dailyLimit' | 'startsAt' | 'endsAt'
>;

/** A new mission; its id. */
export async function insertMission(db: Queryable, mission: NewMission): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO heart_missions (action, title, reward, daily_limit, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mission.action, mission.title, mission.reward, mission.dailyLimit, mission.startsAt, mission.endsAt],
  );
  return rows[0]!.id;
}
