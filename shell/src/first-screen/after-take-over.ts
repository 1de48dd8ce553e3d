import { whenIdle } from './yielding';

let markTakenOver: () => void = () => undefined;
const takenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

/** The moment the page answers a fan's hand, as a performance mark (`pnpm bench:web`, fans' Web Vitals). */
export const USABLE_MARK = 'fanhub:usable';

/** Says the page answers a fan's hand (`data-ready`), to the held taps (early-taps.ts) and the e2e suite. */
export function pageTakenOver(): void {
  performance.mark(USABLE_MARK);
  document.documentElement.dataset.ready = 'true';
  markTakenOver();
}

/**
 * Runs `callback` once the page is taken over and the browser idle (a second after in Safari): what a fan does not
 * see never competes with starting the page; a drawn page's load event comes before its scripts run (ADR-227).
 */
export function whenTakenOverAndIdle(callback: () => void): void {
  void takenOver.then(() => whenIdle(3000, 1000)).then(callback);
}
