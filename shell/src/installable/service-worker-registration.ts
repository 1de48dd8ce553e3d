/** Where the build puts the service worker (Workbox's InjectManifest, scripts/webpack/create-app-config.ts). */
const SERVICE_WORKER = '/service-worker.js';

/**
 * Installs fanhub's service worker once the page has loaded (it never competes with the first screen), in
 * production builds only: a development build has no precache list and changes on every save.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER).catch((error: unknown) => {
      console.warn('fanhub: the service worker did not install', error);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
