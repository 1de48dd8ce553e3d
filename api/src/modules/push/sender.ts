import type { PushPayload } from '@fanhub/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/database';
import type { VapidKeys } from './vapid';

/** Any constant works; it lets one replica at a time take messages from the queue. */
const SENDER_LOCK_ID = 7_302_032;
const BATCH = 50;
/** A message claimed this long is another replica's; after it, a crashed attempt's message is taken again. */
const LEASE_SECONDS = 60;
/** Retries at 30 s, 1 min, 2 min, 4 min, 8 min; then fanhub gives up on it. */
const MOST_ATTEMPTS = 6;
/** How long a push service keeps a message for a device that is off (seconds). */
const TIME_TO_LIVE = 24 * 3600;

interface Due {
  id: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
  expired: boolean;
  attempts: number;
}

/**
 * Sends the queue's due messages: claimed by one replica at a time (a lease, so a crash only delays them), each
 * encrypted for its device by web-push and signed with fanhub's VAPID keys. A device its push service says is gone
 * (404, 410) is forgotten with its messages; any other failure is retried with a growing delay. A message past its
 * expiry is not sent. Answers how many were delivered.
 */
export async function sendDuePushes(db: Database, vapid: VapidKeys, log: FastifyBaseLogger): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SENDER_LOCK_ID],
    );
    if (!lock[0]!.locked) return [];
    const { rows } = await tx.query<Due>(
      `WITH claimed AS (
         UPDATE push_outbox o SET lease_until = now() + make_interval(secs => $1), attempts = attempts + 1
         WHERE o.id IN (SELECT id FROM push_outbox
                        WHERE sent_at IS NULL AND gave_up_at IS NULL AND not_before <= now()
                          AND next_attempt_at <= now() AND lease_until <= now()
                        ORDER BY id LIMIT $2)
         RETURNING o.*
       )
       SELECT c.id, c.subscription_id AS "subscriptionId", s.endpoint, s.p256dh, s.auth, c.attempts,
              jsonb_build_object('title', c.title, 'body', c.body, 'url', c.url) AS payload,
              c.expires_at IS NOT NULL AND c.expires_at <= now() AS expired
       FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id ORDER BY c.id`,
      [LEASE_SECONDS, BATCH],
    );
    return rows;
  });
  let delivered = 0;
  for (const message of due) {
    if (message.expired) {
      await db.query("UPDATE push_outbox SET gave_up_at = now(), last_error = 'expired' WHERE id = $1", [
        message.id,
      ]);
      continue;
    }
    try {
      await webpush.sendNotification(
        { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: vapid,
          TTL: TIME_TO_LIVE,
          urgency: 'normal',
        },
      );
      await db.query('UPDATE push_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [message.id]);
      await db.query('UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1', [
        message.subscriptionId,
      ]);
      delivered += 1;
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        await db.query('DELETE FROM push_subscriptions WHERE id = $1', [message.subscriptionId]);
        log.info(
          { subscriptionId: message.subscriptionId },
          'push: the device is gone; its subscription forgotten',
        );
        continue;
      }
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db.query(
        `UPDATE push_outbox SET last_error = $2, lease_until = now(),
           next_attempt_at = now() + make_interval(secs => 30 * power(2, attempts - 1)),
           gave_up_at = CASE WHEN attempts >= $3 THEN now() END
         WHERE id = $1`,
        [message.id, `${status ?? ''} ${reason}`.trim(), MOST_ATTEMPTS],
      );
      log.warn({ pushId: message.id, status, reason }, 'push not delivered; retrying later');
    }
  }
  return delivered;
}
