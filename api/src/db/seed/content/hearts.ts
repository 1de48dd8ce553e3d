import type { Queryable } from '../../database';

/** The seeded voting that takes hearts beside coins (one point each), so the demo shows both. */
export const HEARTS_VOTING_TITLE = 'Proyek Ulang Tahun Haneul / Haneul Birthday Project';

/** The missions a new site starts with; staff change or end them in the studio. */
const MISSIONS = [
  { action: 'vote', title: 'Vote hari ini / Vote today', reward: 3, dailyLimit: 1 },
  {
    action: 'support_campaign',
    title: 'Dukung satu kampanye / Support a campaign',
    reward: 5,
    dailyLimit: 1,
  },
  { action: 'join_event', title: 'Daftar satu event / Sign up for an event', reward: 5, dailyLimit: 1 },
] as const;

/** Hearts in the catalogue: one voting takes them, and the first missions run for a year. */
export async function loadHearts(tx: Queryable): Promise<void> {
  await tx.query('UPDATE votings SET heart_weight = 1 WHERE title = $1', [HEARTS_VOTING_TITLE]);
  for (const mission of MISSIONS) {
    await tx.query(
      `INSERT INTO heart_missions (action, title, reward, daily_limit, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, now() - interval '1 day', now() + interval '365 days')`,
      [mission.action, mission.title, mission.reward, mission.dailyLimit],
    );
  }
}
