import type PgBoss from 'pg-boss';

/** Jobs a replica takes in one fetch, and how many of them it runs at a time. */
const BATCH = 20;
const AT_ONCE = 4;
/** While fans wait for the database, the loop looks again this often before it takes more work... */
const YIELD_MS = 250;
/** ...but never for longer than this in a row: a rush that lasts does not starve the queue. */
const LONGEST_YIELD_MS = 30_000;

export interface WorkLoop {
  /** Looks for jobs now rather than at the end of its pause (a job was just queued). */
  wake(): void;
  /** Takes no more jobs; resolves when those it holds are done. */
  stop(): Promise<void>;
}

export interface WorkLoopOptions {
  pollingIntervalMs: number;
  onError: (error: Error) => void;
  /** True while fans' requests wait for a database connection in this replica (an on-sale): work after the
   * answer steps aside for them. */
  fansWaiting: () => boolean;
}

/**
 * Takes jobs of `name` (pg-boss's fetch: `SKIP LOCKED`, so each job goes to one replica) and runs each with `work`,
 * then completes the batch's done jobs in one call and fails each that threw. Ours rather than pg-boss 10's
 * `work()`, which neither waits for nor catches its completion (a database gone at that moment is an unhandled
 * rejection, and the API stops on those), and waits out its polling interval after every short batch (one ticket
 * mail a second). A completion the database does not take is reported: the job's lease runs out and pg-boss runs
 * it again, which `work` allows for. An empty fetch, or a database that does not answer, waits
 * `pollingIntervalMs`. While fans wait for connections the loop takes nothing new (ADR-283).
 */
export function workQueue<Data>(
  boss: PgBoss,
  name: string,
  work: (data: Data, job: { lastTry: boolean }) => Promise<void>,
  { pollingIntervalMs, onError, fansWaiting }: WorkLoopOptions,
): WorkLoop {
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      // Stopped while it fetched or worked: no pause.
      if (stopping) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const report = (error: unknown) => onError(error instanceof Error ? error : new Error(String(error)));

  const runBatch = async (jobs: PgBoss.JobWithMetadata<Data>[]) => {
    const done: string[] = [];
    await atMostAtOnce(AT_ONCE, jobs, async (job) => {
      try {
        await work(job.data, { lastTry: job.retryCount >= job.retryLimit });
        done.push(job.id);
      } catch (error) {
        await boss
          .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
          .catch(report);
      }
    });
    if (done.length > 0) await boss.complete(name, done).catch(report);
  };

  const running = (async () => {
    let yieldingSince: number | undefined;
    while (!stopping) {
      if (fansWaiting() && Date.now() - (yieldingSince ??= Date.now()) < LONGEST_YIELD_MS) {
        await pause(YIELD_MS);
        continue;
      }
      yieldingSince = undefined;
      const jobs = await boss
        .fetch<Data>(name, { batchSize: BATCH, includeMetadata: true })
        .catch((error: unknown) => {
          report(error);
          return [];
        });
      if (jobs.length === 0) await pause(pollingIntervalMs);
      else await runBatch(jobs);
    }
  })();
  return {
    wake: () => wake?.(),
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
