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

/**
 * A test that needs what this machine lacks (a Redis server, a program): under CI=true it fails, as CI has all
 * of it and a skipped test there would pass unseen; elsewhere it says so and the test returns.
 */
export function skipUnlessInCi(what: string): void {
  if (process.env.CI) throw new Error(`${what}: CI=true, and CI has everything the suite needs`);
  console.warn(`SKIPPED: ${what}`);
}
