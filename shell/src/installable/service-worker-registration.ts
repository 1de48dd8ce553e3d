import { whenTakenOverAndIdle } from '../first-screen/after-take-over';

/** Where the build puts the service worker (Workbox's InjectManifest, scripts/webpack/create-app-config.ts). */
const SERVICE_WORKER = '/service-worker.js';

/**
 * Installs fanhub's service worker once the page is taken over and the browser idle (its precache downloads never
 * compete with the page's own scripts on a phone's link), in production builds only: a development build has no
 * precache list and changes on every save.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  whenTakenOverAndIdle(
    () =>
      void navigator.serviceWorker.register(SERVICE_WORKER).catch((error: unknown) => {
        console.warn('fanhub: the service worker did not install', error);
      }),
  );
}
