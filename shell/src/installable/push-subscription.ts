import { api, unwrap } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';

export type PushOutcome = 'on' | 'denied' | 'unsupported';

/** What the fan is told of their answer. */
export const PUSH_OUTCOMES: Record<PushOutcome, string> = {
  on: t('Notifikasi aktif di perangkat ini', 'Notifications are on for this device'),
  denied: t(
    'Notifikasi diblokir browser: izinkan di pengaturan situs',
    "The browser blocks notifications: allow them in the site's settings",
  ),
  unsupported: t('Browser ini tidak mendukung notifikasi', 'This browser does not support notifications'),
};

export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the Push API takes it: URL-safe base64 to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (character) => character.charCodeAt(0));
}

/**
 * Asks the browser for permission, subscribes this device to fanhub's pushes (with fanhub's VAPID key) and tells
 * the API it is the signed-in fan's.
 */
export async function turnOnPush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await unwrap(api.get('/push/public-key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await api.post('/client/push/subscriptions', {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } },
  });
  return 'on';
}

/**
 * This device hears nothing more (its fan signed out): the subscription ends at the push service, which then
 * answers fanhub 410 and the API forgets it.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
