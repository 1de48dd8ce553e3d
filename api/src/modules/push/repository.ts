import type { PushPreferences, PushPreferencesChange } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** Keeps a fan's device subscription; a device signed in by another fan now belongs to this one. */
export async function keepSubscription(
  db: Queryable,
  memberId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET member_id = $1, p256dh = $3, auth = $4`,
    [memberId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
  );
}

/** Forgets the fan's device at `endpoint` (another fan's is left alone). */
export async function removeSubscription(db: Queryable, memberId: string, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND member_id = $2', [
    endpoint,
    memberId,
  ]);
}

/** What the fan wants to hear about; every kind, quiet at night, until they choose. */
export async function preferencesOf(db: Queryable, memberId: string): Promise<PushPreferences> {
  const { rows } = await db.query<PushPreferences>(
    `SELECT muted, quiet_nights AS "quietNights", hearts_reminder_hour AS "heartsReminderHour"
     FROM push_preferences WHERE member_id = $1`,
    [memberId],
  );
  return rows[0] ?? { muted: [], quietNights: true, heartsReminderHour: null };
}

export async function savePreferences(
  db: Queryable,
  memberId: string,
  preferences: PushPreferencesChange,
): Promise<void> {
  const keepHour = preferences.heartsReminderHour === undefined;
  await db.query(
    `INSERT INTO push_preferences (member_id, muted, quiet_nights, hearts_reminder_hour) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE SET muted = $2, quiet_nights = $3,
       hearts_reminder_hour = CASE WHEN $5 THEN push_preferences.hearts_reminder_hour ELSE $4 END`,
    [memberId, preferences.muted, preferences.quietNights, preferences.heartsReminderHour ?? null, keepHour],
  );
}
