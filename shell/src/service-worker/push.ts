/// <reference lib="webworker" />

/** What a fanhub push carries (contract/src/push.ts): a title, a short text, the page it is about. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** Shows a push as a notification; a click opens its page (notificationTarget). */
export function showPush(registration: ServiceWorkerRegistration, payload: PushPayload): Promise<void> {
  return registration.showNotification(payload.title, {
    body: payload.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-96.png',
    lang: 'id',
    data: { url: payload.url },
  });
}

/**
 * A notification's click: an open fanhub tab is focused and taken to the page, else the page opens in a new one.
 * Only fanhub's own pages: a link elsewhere opens fanhub's home.
 */
export async function notificationTarget(
  clients: Clients,
  origin: string,
  data: { url?: string },
): Promise<void> {
  const target = new URL(data.url ?? '/', origin);
  const url = target.origin === origin ? target.href : `${origin}/`;
  const open = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const tab = open.find((client) => new URL(client.url).origin === origin);
  if (tab) {
    await tab.focus();
    await tab.navigate(url);
    return;
  }
  await clients.openWindow(url);
}
