/** Resolves after `ms`. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `check` every `everyMs` until it answers true (then true) or `seconds` have passed (then false). */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { seconds = 15, everyMs = 250 }: { seconds?: number; everyMs?: number } = {},
): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; ; await pause(everyMs)) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
  }
}

/** Whether `url` answers a status below 400 within `timeoutMs`. */
export const answers = (url: string, timeoutMs = 2000): Promise<boolean> =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => response.ok,
    () => false,
  );
