/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ASK_NETWORK_STATE, NETWORK_STATE, networkWatch, type NetworkStateMessage } from './network-state';
import { OFFLINE_PAGE } from './offline-page';
import { notificationTarget, showPush, type PushPayload } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/**
 * fanhub's service worker (docs/architecture.md, "Installable"): the shell's own files precached, the pages and
 * images a fan has seen served offline, and nothing that could hold back a deploy or leak a fan's data:
 * - what names a deploy (remoteEntry.js, mf-manifest.json, remotes.json, config.json, pages) comes from the
 *   network whenever there is one, so a redeployed section reaches an installed app on its next launch;
 * - files with a content hash in their name never change, so they come from the cache once seen;
 * - a signed-in call to the API (an Authorization header) never touches a cache.
 */
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const ONLINE_FIRST_SECONDS = 4;
const isSignedIn = (request: Request) => request.headers.has('authorization');
const isHashed = (url: URL) => /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);
const namesADeploy = (url: URL) =>
  /(remoteEntry\.js|mf-manifest\.json|\/remotes\.json|\/config\.json)$/.test(url.pathname);
const expiring = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * 86_400, purgeOnQuotaError: true });

// Every strategy that goes to the network tells whether it answered, and the pages hear of each change.
const tellPages = async (message: NetworkStateMessage) => {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
};
const network = networkWatch((reachable) => void tellPages({ type: NETWORK_STATE, reachable }));
const watched = network.plugin;

registerRoute(({ request }) => isSignedIn(request), new NetworkOnly({ plugins: [watched] }));
registerRoute(({ url }) => url.pathname.startsWith('/v1/live/'), new NetworkOnly({ plugins: [watched] }));
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'fanhub-pages',
    networkTimeoutSeconds: ONLINE_FIRST_SECONDS,
    plugins: [expiring(30, 30), watched],
  }),
);
registerRoute(
  ({ url }) => namesADeploy(url),
  new NetworkFirst({
    cacheName: 'fanhub-deploys',
    networkTimeoutSeconds: ONLINE_FIRST_SECONDS,
    plugins: [watched],
  }),
);
registerRoute(
  ({ url }) => isHashed(url),
  new CacheFirst({ cacheName: 'fanhub-code', plugins: [expiring(300, 60), watched] }),
);
registerRoute(
  ({ url, request }) => request.destination === 'image' || url.pathname.startsWith('/v1/file/'),
  new CacheFirst({ cacheName: 'fanhub-images', plugins: [expiring(200, 30), watched] }),
);
// Public reads (a fan's own calls carry their token and were left to the network above).
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/v1/'),
  new NetworkFirst({
    cacheName: 'fanhub-reads',
    networkTimeoutSeconds: ONLINE_FIRST_SECONDS,
    plugins: [expiring(150, 7), watched],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === ASK_NETWORK_STATE)
    event.source?.postMessage({
      type: NETWORK_STATE,
      reachable: network.reachable(),
    } satisfies NetworkStateMessage);
});

// A page never seen, with no network: fanhub's own offline page.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

self.addEventListener('push', (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (payload) event.waitUntil(showPush(self.registration, payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    notificationTarget(self.clients, self.location.origin, event.notification.data as { url?: string }),
  );
});
