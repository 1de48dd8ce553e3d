import type { FastifyInstance } from 'fastify';

/**
 * The live channel's pace, in this replica: runs `work` every `everyMs`, each run planned when the last one ends
 * (a slow database never piles runs up), until the app closes; closing waits for the run in flight. `work` handles
 * its own errors. Each replica tells the others of its changes and pushes to the streams it holds, so this runs in
 * every replica; work to be done once across them is a periodic job (jobs/job-queue.ts, `every`).
 */
export function inEveryReplica(app: FastifyInstance, everyMs: number, work: () => Promise<unknown>): void {
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
