import type { PushPayload } from '@fanhub/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/database';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a message for a device that is off (seconds). */
const TIME_TO_LIVE = 24 * 3600;

interface Queued {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
  expired: boolean;
  done: boolean;
}

/**
 * Sends one queued push (a `pushMessage` job): encrypted for its device by web-push and signed with fanhub's VAPID
 * keys. A message sent or given up already, or whose device is gone, is done; one past its expiry is not sent. A
 * device its push service says is gone (404, 410) is forgotten with its messages. Any other failure throws, and the
 * job queue tries again with a growing delay; on the `lastTry` the message is marked given up.
 */
export async function sendPush(
  db: Database,
  vapid: VapidKeys,
  log: FastifyBaseLogger,
  pushId: number,
  { lastTry }: { lastTry: boolean },
): Promise<void> {
  const { rows } = await db.query<Queued>(
    `UPDATE push_outbox o SET attempts = attempts + 1 FROM push_subscriptions s
     WHERE o.id = $1 AND s.id = o.subscription_id
     RETURNING o.subscription_id AS "subscriptionId", s.endpoint, s.p256dh, s.auth,
       jsonb_build_object('title', o.title, 'body', o.body, 'url', o.url) AS payload,
       o.expires_at IS NOT NULL AND o.expires_at <= now() AS expired,
       o.sent_at IS NOT NULL OR o.gave_up_at IS NOT NULL AS done`,
    [pushId],
  );
  const message = rows[0];
  // Its device was forgotten (the subscription went, and its messages with it), or it went already.
  if (!message || message.done) return;
  if (message.expired) {
    await db.query("UPDATE push_outbox SET gave_up_at = now(), last_error = 'expired' WHERE id = $1", [
      pushId,
    ]);
    return;
  }
  try {
    await webpush.sendNotification(
      { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
      JSON.stringify(message.payload),
      { vapidDetails: vapid, TTL: TIME_TO_LIVE, urgency: 'normal' },
    );
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [message.subscriptionId]);
      log.info(
        { subscriptionId: message.subscriptionId },
        'push: the device is gone; its subscription forgotten',
      );
      return;
    }
    const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await db.query(
      'UPDATE push_outbox SET last_error = $2, gave_up_at = CASE WHEN $3 THEN now() END WHERE id = $1',
      [pushId, `${status ?? ''} ${reason}`.trim(), lastTry],
    );
    throw error;
  }
  await db.query('UPDATE push_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [pushId]);
  await db.query('UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1', [
    message.subscriptionId,
  ]);
}
