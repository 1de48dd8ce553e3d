import type { WebVitalsReport } from '@fanhub/contract';
import { getRuntimeConfig } from '@fanhub/shared-auth';
import { USABLE_MARK, whenTakenOverAndIdle } from '../first-screen/after-take-over';
import { nextTask } from '../first-screen/yielding';
import { fanRouteOf } from './fan-route';

type Pending = WebVitalsReport;
/** What one report may carry (the contract's MOST_WEB_VITALS_PER_REPORT and its remotes' limit). */
const MOST_VITALS = 20;
const MOST_REMOTES = 10;

let sampled = false;
const pending: Pending = { vitals: [], remotes: [] };

/**
 * Reports how this page does on the fan's own device: LCP, INP, CLS, TTFB and FCP (the web-vitals library,
 * loaded once the page is taken over and the browser idle, so it never competes with the first screen: its
 * observers read what happened before from the browser's buffer), when the page answered a tap and how long after
 * its largest paint (USABLE, INERT), and each section remote's load or failure, for the route the fan landed on. Only a sampled share of page views report (config.json's
 * webVitalsSampleRate); a report carries no id, token or address of the fan, and leaves as one beacon when
 * the page is hidden or left.
 */
export function startWebVitals(): void {
  sampled = Math.random() < getRuntimeConfig().webVitalsSampleRate;
  if (!sampled) return;
  const route = fanRouteOf(window.location.pathname);
  // Each observer starts in a task of its own: together, with the buffer each reads, they held a phone's main
  // thread for 40 ms and more (ADR-227).
  const observeVitals = async () => {
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
    let painted: () => void = () => undefined;
    const firstPaintReported = new Promise<void>((resolve) => (painted = resolve));
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
      await nextTask();
      on(({ name, value }) => {
        if (pending.vitals.length < MOST_VITALS) pending.vitals.push({ name, value, route });
        if (name === 'FCP') painted();
      });
    }
    // The library measures layout shifts once it has reported the first paint (then its CLS is sent when the
    // page is hidden): from here on, this page view's vitals are all measured. The mark says so to the e2e
    // suite, which waits for it before a fan leaves (a fan who leaves sooner sends none: ADR-227).
    await firstPaintReported;
    document.documentElement.dataset.vitals = 'measuring';
  };
  // When the page answered, and how long after its largest paint (reported with LCP, once the fan acts or leaves).
  const reportUsable = async () => {
    const usable = performance.getEntriesByName(USABLE_MARK)[0]?.startTime;
    if (usable === undefined) return;
    if (pending.vitals.length < MOST_VITALS) pending.vitals.push({ name: 'USABLE', value: usable, route });
    const { onLCP } = await import('web-vitals');
    onLCP(({ value }) => {
      if (pending.vitals.length < MOST_VITALS)
        pending.vitals.push({ name: 'INERT', value: Math.max(0, usable - value), route });
    });
  };
  whenTakenOverAndIdle(() => {
    void observeVitals();
    void reportUsable();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendReport();
  });
  window.addEventListener('pagehide', sendReport);
}

/** A section remote this page loaded (how long it took) or could not load (fans saw its fallback). */
export function noteRemoteLoad(load: WebVitalsReport['remotes'][number]): void {
  if (sampled && pending.remotes.length < MOST_REMOTES) pending.remotes.push(load);
}

function sendReport(): void {
  if (pending.vitals.length === 0 && pending.remotes.length === 0) return;
  const report = JSON.stringify(pending);
  pending.vitals = [];
  pending.remotes = [];
  // text/plain: a beacon to the API's origin may carry no other type without a preflight it cannot make.
  navigator.sendBeacon(
    `${getRuntimeConfig().apiBaseUrl}/web-vitals`,
    new Blob([report], { type: 'text/plain;charset=UTF-8' }),
  );
}
