import { WEB_VITAL_NAMES, type RouteVitals, type WebVitalsReport } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** How long samples are kept: the studio shows at most the last 30 days. */
export const KEPT_DAYS = 30;

/** Stores a report's vitals (route, name, value; nothing about the fan) in one statement. */
export async function recordVitals(db: Queryable, vitals: WebVitalsReport['vitals']): Promise<void> {
  if (vitals.length === 0) return;
  await db.query(
    `INSERT INTO web_vital_samples (route, name, value)
     SELECT * FROM unnest($1::text[], $2::text[], $3::float8[])`,
    [
      vitals.map((vital) => vital.route),
      vitals.map((vital) => vital.name),
      vitals.map((vital) => vital.value),
    ],
  );
}

const p75 = (name: string) =>
  `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = '${name}') AS "${name}"`;

/** Each route's 75th percentile of every vital over the last `days`, the most measured route first. */
export async function vitalsByRoute(db: Queryable, days: number): Promise<RouteVitals[]> {
  const { rows } = await db.query<RouteVitals>(
    `SELECT route, COUNT(*)::bigint AS samples, ${WEB_VITAL_NAMES.map(p75).join(', ')}
     FROM web_vital_samples WHERE recorded_at > now() - make_interval(days => $1)
     GROUP BY route ORDER BY samples DESC, route`,
    [days],
  );
  return rows;
}

/** Forgets samples older than KEPT_DAYS. */
export async function forgetOldVitals(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM web_vital_samples WHERE recorded_at < now() - make_interval(days => $1)`, [
    KEPT_DAYS,
  ]);
}
