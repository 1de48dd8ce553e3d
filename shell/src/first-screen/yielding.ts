/** Settles in a new task, so the browser can paint and answer the fan in between (ADR-226). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles once the browser is idle, within `timeoutMs`; after `fallbackMs` where it has no idle callbacks (Safari). */
export const whenIdle = (timeoutMs: number, fallbackMs: number) =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, fallbackMs);
  });
