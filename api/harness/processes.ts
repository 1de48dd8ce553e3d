import { spawn, type SpawnOptions } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface Server {
  url: string;
  stop(): Promise<void>;
}

export interface Supervised {
  /** The process itself (not its exit-with-parent watcher), for signals such as SIGKILL. */
  readonly pid: number;
  /** Resolves when the process has exited, however it ended. */
  readonly exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `command args` with its output in `log`, stopped with the caller even when the caller is killed
 * (scripts/exit-with-parent.mjs watches for it). `uid`/`gid` run it as another user (PostgreSQL refuses root).
 */
export function supervise(
  command: string,
  args: string[],
  options: {
    log: string;
    appendLog?: boolean;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    uid?: number;
    gid?: number;
  },
): Supervised {
  const log = openSync(options.log, options.appendLog ? 'a' : 'w');
  const runAs =
    options.uid === undefined ? {} : { RUN_AS_UID: String(options.uid), RUN_AS_GID: String(options.gid) };
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd ?? path.join(ROOT, 'api'),
    env: { ...process.env, ...options.env, ...runAs, PARENT_PID: String(process.pid) },
    stdio: ['ignore', log, log],
  };
  const watcher = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'exit-with-parent.mjs'), command, ...args],
    spawnOptions,
  );
  const exited = new Promise<void>((resolve) => watcher.once('exit', () => resolve()));
  const watcherPid = watcher.pid!;
  let pid: number | undefined;
  return {
    get pid() {
      pid ??= childOf(watcherPid);
      return pid;
    },
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (watcher.exitCode === null && watcher.signalCode === null) watcher.kill(signal);
      await exited;
    },
  };
}

/** The one child `parent` has started (Linux: /proc). */
function childOf(parent: number): number {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
  if (!children) throw new Error(`process ${parent} has no child yet`);
  return Number(children.split(' ')[0]);
}

/** Resolves once `url` answers 200; fails when `process` exits first or `seconds` pass. */
async function waitUntilReady(url: string, process: Supervised, what: string, seconds = 60): Promise<void> {
  let exited = false;
  void process.exited.then(() => (exited = true));
  for (const started = Date.now(); Date.now() - started < seconds * 1000;) {
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (exited) throw new Error(`${what} exited before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${seconds} s`);
}

/**
 * Starts `node <args>` in api/ with `env`, its output in `<logDir>/<name>.log`, and answers once `readyPath`
 * answers 200. The process stops with the caller, even when the caller is killed.
 */
export async function startNode(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  logDir: string,
  appendLog = false,
): Promise<Server & { process: Supervised }> {
  const log = path.join(logDir, `${name}.log`);
  const child = supervise(process.execPath, args, { log, env, appendLog });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url + readyPath, child, name);
  } catch (error) {
    await child.stop('SIGKILL');
    throw new Error(`${(error as Error).message}; see ${log}`, { cause: error });
  }
  return { url, process: child, stop: () => child.stop() };
}
