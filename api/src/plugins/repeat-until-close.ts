import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs`, each run planned when the last one ends (a slow database never piles runs up),
 * until the app closes; closing waits for the run in flight. `work` handles its own errors.
 */
export function repeatUntilClose(app: FastifyInstance, everyMs: number, work: () => Promise<unknown>): void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const plan = () => {
    timer = setTimeout(() => {
      running = work().finally(() => !stopped && plan());
    }, everyMs);
    timer.unref();
  };
  plan();
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
