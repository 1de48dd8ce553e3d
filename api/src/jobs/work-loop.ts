import type PgBoss from 'pg-boss';

/** Jobs a replica takes in one fetch, and how many of them it runs at a time. */
const BATCH = 20;
const AT_ONCE = 4;

export interface WorkLoop {
  /** Takes no more jobs; resolves when those it holds are done. */
  stop(): Promise<void>;
}

/**
 * Takes jobs of `name` (pg-boss's fetch: `SKIP LOCKED`, so each job goes to one replica) and runs each with `work`,
 * then completes or fails it on its own. Ours rather than pg-boss 10's `work()`, which neither waits for nor
 * catches its completion (a database gone at that moment is an unhandled rejection, and the API stops on those),
 * and waits out its polling interval after every short batch (one ticket mail a second). A completion the
 * database does not take is reported: the job's lease runs out and pg-boss runs it again, which `work` allows
 * for. An empty fetch (or a database that does not answer) waits `pollingIntervalMs`.
 */
export function workQueue<Data>(
  boss: PgBoss,
  name: string,
  work: (data: Data) => Promise<void>,
  { pollingIntervalMs, onError }: { pollingIntervalMs: number; onError: (error: Error) => void },
): WorkLoop {
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollingIntervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const runOne = async (job: PgBoss.Job<Data>) => {
    let settle: () => Promise<void>;
    try {
      await work(job.data);
      settle = () => boss.complete(name, job.id);
    } catch (error) {
      settle = () =>
        boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
    await settle().catch((error: unknown) => onError(error as Error));
  };
  const running = (async () => {
    while (!stopping) {
      const jobs = await boss.fetch<Data>(name, { batchSize: BATCH });
      if (jobs.length === 0) await pause();
      else await atMostAtOnce(AT_ONCE, jobs, runOne);
    }
  })();
  return {
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}

async function atMostAtOnce<T>(limit: number, items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
