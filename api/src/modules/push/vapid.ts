import webpush from 'web-push';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys push services know fanhub by: the environment's (production keeps them in its secret store),
 * else the ones made once and kept in the database, so browsers' subscriptions outlive a restart.
 */
export async function vapidKeys(db: Queryable, config: Config['push']): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return {
      publicKey: config.vapidPublicKey,
      privateKey: config.vapidPrivateKey,
      subject: config.vapidSubject,
    };
  const made = webpush.generateVAPIDKeys();
  await db.query(
    'INSERT INTO push_vapid_keys (public_key, private_key) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
    [made.publicKey, made.privateKey],
  );
  const { rows } = await db.query<{ publicKey: string; privateKey: string }>(
    'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_vapid_keys',
  );
  return { ...rows[0]!, subject: config.vapidSubject };
}
