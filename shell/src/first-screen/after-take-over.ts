let markTakenOver: () => void = () => undefined;
const takenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

/** The moment the page answers a fan's hand, as a performance mark (`pnpm bench:web`, fans' Web Vitals). */
export const USABLE_MARK = 'fanhub:usable';

/**
 * Says the page answers a fan's hand: React has taken over the drawn page, or drawn the page itself. The mark on
 * `<html>` (`data-ready`) says it to the drawn page's held taps (early-taps.ts) and to the e2e suite, which waits
 * for it before a click.
 */
export function pageTakenOver(): void {
  performance.mark(USABLE_MARK);
  document.documentElement.dataset.ready = 'true';
  markTakenOver();
}

/**
 * Runs `callback` once the page is taken over and the browser is idle (within 3 s; a second after where the browser
 * has no idle callbacks, Safari). What a fan does not see (the service worker's install, web-vitals) then never
 * competes with starting the page: on a drawn page the load event comes before the scripts even run (ADR-227).
 */
export function whenTakenOverAndIdle(callback: () => void): void {
  void takenOver.then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 3000 });
    else setTimeout(callback, 1000);
  });
}
