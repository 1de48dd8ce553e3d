import { bilingual, type PushKind } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

export interface PushMessage {
  kind: PushKind;
  /** The event the message is about (`voting-closing:<id>`): each device gets it once. */
  key: string;
  title: string;
  body: string;
  /** The fanhub page it opens. */
  url: string;
  /** Past this it is no news (a voting that has closed): never sent. */
  expiresAt?: string | undefined;
}

/**
 * Queues `message` for every device of the fans `membersSql` selects (a query answering `member_id`, with
 * `params` from $7 on), unless they switched its kind off; a quiet night holds it until 07:00 WIB. Once per
 * device and event: queuing it again does nothing. Answers how many devices it was queued for; each is a job
 * (`pushMessage`), sent by push/sender.ts.
 */
export async function enqueuePush(
  db: Queryable,
  membersSql: string,
  params: unknown[],
  message: PushMessage,
): Promise<number> {
  // Each push a job, queued with its outbox row in the caller's transaction, held until the row's time.
  const { rows } = await db.query(
    `WITH queued AS (
       INSERT INTO push_outbox (subscription_id, kind, dedupe_key, title, body, url, not_before, expires_at)
       SELECT s.id, $1, $2 || '@' || s.id, $3, $4, $5, push_not_before(COALESCE(p.quiet_nights, true)), $6
       FROM push_subscriptions s LEFT JOIN push_preferences p ON p.member_id = s.member_id
       WHERE s.member_id IN (${membersSql}) AND NOT ($1 = ANY (COALESCE(p.muted, '{}')))
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, not_before
     )
     SELECT job_send('pushMessage', jsonb_build_object('pushId', id), not_before) FROM queued`,
    [
      message.kind,
      message.key,
      message.title,
      message.body,
      message.url,
      message.expiresAt ?? null,
      ...params,
    ],
  );
  return rows.length;
}

/** One fan's devices, for `enqueuePush`. */
export const ONE_FAN = 'SELECT $7::uuid';

/** A fan's account was put on hold (a reversal found their coins spent): their devices hear of it. */
export const pushAccountHeld = (db: Queryable, memberId: string, orderId: string) =>
  enqueuePush(db, ONE_FAN, [memberId], {
    kind: 'account_held',
    key: `account-held:${orderId}`,
    title: bilingual('Akun ditahan sementara', 'Account on hold'),
    body: bilingual('Buka notifikasimu untuk tahu kenapa', 'Open your notifications to see why'),
    url: '/member-area/notifikasi',
  });

/** A top-up was paid: the fan's devices hear the coins arrived. */
export const pushTopUpPaid = (db: Queryable, memberId: string, order: { id: string; coins: number }) =>
  enqueuePush(db, ONE_FAN, [memberId], {
    kind: 'top_up_paid',
    key: `top-up:${order.id}`,
    title: bilingual('Top up berhasil', 'Top-up successful'),
    body: bilingual(
      `${order.coins} Koin masuk ke saldomu`,
      `${order.coins} coins were added to your balance`,
    ),
    url: '/member-area/koin',
  });
