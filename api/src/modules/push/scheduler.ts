import { bilingual, bilingualNaming } from '@fanhub/contract';
import type { Database, Queryable } from '../../db/database';
import { enqueuePush } from './enqueue';

/** Any constant works; it lets one replica at a time look for what to tell fans. */
const SCHEDULER_LOCK_ID = 7_302_031;

/**
 * What is worth a push now, found by looking (so a replica down for a while finds it on its next turn, and the
 * queue's keys make each message once): votings closing within the hour, to the fans who voted in them;
 * campaigns that reached their target or ended, to their supporters; events tomorrow (in Jakarta), to the fans
 * signed up; the daily hearts reminder, to the fans who asked for it. One replica at a time.
 */
export async function schedulePushes(db: Database, at: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      SCHEDULER_LOCK_ID,
    ]);
    if (!rows[0]!.locked) return 0;
    let queued = 0;
    const closing = await tx.query<{ id: string; title: string; endsAt: string }>(
      `SELECT id, title, duration_time AS "endsAt" FROM votings
       WHERE publication = 'live' AND duration_time > now() AND duration_time <= now() + interval '1 hour'`,
    );
    for (const voting of closing.rows) {
      queued += await enqueuePush(
        tx,
        `SELECT DISTINCT v.member_id FROM votes v JOIN voting_projects p ON p.id = v.project_id WHERE p.voting_id = $7`,
        [voting.id],
        {
          kind: 'voting_closing',
          key: `voting-closing:${voting.id}`,
          title: bilingual('Voting segera tutup', 'Voting closes soon'),
          body: bilingualNaming(
            voting.title,
            (id) => `${id} tutup dalam satu jam`,
            (en) => `${en} closes within the hour`,
          ),
          url: `/fanspick/${voting.id}`,
          expiresAt: voting.endsAt,
        },
      );
    }
    const campaigns = await tx.query<{ id: string; title: string; reached: boolean }>(
      `SELECT "_id" AS id, title, "collectedCoins" >= "targetCoins" AS reached FROM campaign_cards
       WHERE ("collectedCoins" >= "targetCoins" AND status <> 'completed')
          OR (status = 'completed' AND "targetDate"::timestamptz > now() - interval '1 day')`,
    );
    for (const campaign of campaigns.rows) {
      queued += await enqueuePush(
        tx,
        'SELECT member_id FROM campaign_supporters WHERE campaign_id = $7',
        [campaign.id],
        {
          kind: 'campaign_goal',
          key: `campaign-${campaign.reached ? 'reached' : 'ended'}:${campaign.id}`,
          title: campaign.reached
            ? bilingual('Target tercapai!', 'Target reached!')
            : bilingual('Kampanye selesai', 'Campaign ended'),
          body: campaign.reached
            ? bilingualNaming(
                campaign.title,
                (id) => `${id} mencapai targetnya`,
                (en) => `${en} reached its target`,
              )
            : bilingualNaming(
                campaign.title,
                (id) => `${id} sudah selesai`,
                (en) => `${en} has ended`,
              ),
          url: `/fanfunding/${campaign.id}`,
        },
      );
    }
    const tomorrow = await tx.query<{ id: string; title: string; time: string }>(
      `SELECT id, title, event_time AS time FROM events
       WHERE publication = 'live' AND event_date = today_in_jakarta() + 1`,
    );
    for (const event of tomorrow.rows) {
      queued += await enqueuePush(
        tx,
        'SELECT member_id FROM event_sign_ups WHERE event_id = $7',
        [event.id],
        {
          kind: 'event_tomorrow',
          key: `event-tomorrow:${event.id}`,
          title: bilingual('Event besok', 'Event tomorrow'),
          body: bilingualNaming(
            event.title,
            (id) => `${id} besok, ${event.time} WIB`,
            (en) => `${en} is tomorrow, ${event.time} WIB`,
          ),
          url: `/event/${event.id}`,
        },
      );
    }
    queued += await remindOfHearts(tx, at);
    return queued;
  });
}

/**
 * Fans who chose an hour for the hearts reminder and have not checked in today hear of it once, from that hour on
 * (Jakarta time, at `at`): a streak that breaks tonight if they checked in yesterday, today's hearts waiting
 * otherwise. It is no news after midnight.
 */
async function remindOfHearts(tx: Queryable, at: Date): Promise<number> {
  const { rows } = await tx.query<{ day: string; midnight: string }>(
    `SELECT to_char(jakarta_day($1), 'YYYY-MM-DD') AS day, iso_time(jakarta_midnight_after(jakarta_day($1))) AS midnight`,
    [at],
  );
  const { day, midnight } = rows[0]!;
  const dueFans = `SELECT p.member_id FROM push_preferences p
    WHERE p.hearts_reminder_hour <= extract(hour FROM $8::timestamptz AT TIME ZONE 'Asia/Jakarta')
      AND NOT EXISTS (SELECT 1 FROM heart_check_ins c WHERE c.member_id = p.member_id AND c.day = jakarta_day($8))
      AND EXISTS (SELECT 1 FROM heart_check_ins c WHERE c.member_id = p.member_id AND c.day = jakarta_day($8) - 1) = $7`;
  const reminder = {
    kind: 'hearts_reminder' as const,
    key: `hearts-reminder:${day}`,
    url: '/member-area/hati',
    expiresAt: midnight,
  };
  const streaks = await enqueuePush(tx, dueFans, [true, at], {
    ...reminder,
    title: bilingual('Streak-mu putus malam ini', 'Your streak breaks tonight'),
    body: bilingual(
      'Absen hari ini untuk menjaganya, dan ambil Hati-mu',
      'Check in today to keep it, and take your hearts',
    ),
  });
  const waiting = await enqueuePush(tx, dueFans, [false, at], {
    ...reminder,
    title: bilingual('Hati hari ini menunggumu', "Today's hearts are waiting"),
    body: bilingual('Absen sekarang untuk vote gratis', 'Check in now for free votes'),
  });
  return streaks + waiting;
}
