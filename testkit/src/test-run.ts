// Which processes `npm test` started and left behind. The run marks its own environment (FANHUB_TEST_RUN); every
// process it starts inherits the mark, directly or through the servers its tests start, so a process that still
// carries it when the run ends is one the run started and did not stop. (/proc: Linux.)
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** The environment variable that carries the run's mark. */
export const TEST_RUN_MARK = 'FANHUB_TEST_RUN';

/** Marks this process's environment, so every process started from now on carries the run's mark. */
export function markTestRun(): void {
  process.env[TEST_RUN_MARK] = randomUUID();
}

/** An environment for a process the run starts on purpose to keep (a PostgreSQL cluster it had to start). */
export function unmarkedEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { [TEST_RUN_MARK]: _mark, ...rest } = env;
  return rest;
}

export interface LeftoverProcess {
  pid: number;
  command: string;
}

/** The processes other than this one that carry the run's mark (this process's, by default). */
export function leftoverProcesses(mark = process.env[TEST_RUN_MARK]): LeftoverProcess[] {
  if (!mark) return [];
  const entry = `${TEST_RUN_MARK}=${mark}`;
  const leftovers: LeftoverProcess[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environment.includes(entry)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      leftovers.push({ pid, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return leftovers;
}

/** Kills every leftover process (SIGKILL) and answers what they were. */
export function killLeftoverProcesses(mark = process.env[TEST_RUN_MARK]): LeftoverProcess[] {
  const leftovers = leftoverProcesses(mark);
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return leftovers;
}
