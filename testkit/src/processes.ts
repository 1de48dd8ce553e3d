import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { answers, waitUntil } from './waiting';

/** Runs a command and stops it when its parent process is gone (see the file). */
const EXIT_WITH_PARENT = path.join(__dirname, '..', 'bin', 'exit-with-parent.mjs');

export interface SuperviseOptions {
  /** The file the process writes its output to. */
  log: string;
  appendLog?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The working directory; the caller's by default. */
  cwd?: string;
  /** Runs the command as this user (PostgreSQL refuses to run as root). */
  runAs?: { uid: number; gid: number };
  /** The process whose end stops it: the caller by default (Playwright's global setup names its runner). */
  parentPid?: number;
  /** In a process group of its own, so that another process can stop it (`process.kill(-groupPid)`). */
  detached?: boolean;
}

export interface Supervised {
  /** The command's own process (not its watcher), for signals such as SIGKILL. */
  readonly pid: number;
  /** The watcher's process, which leads the group when detached. */
  readonly groupPid: number;
  /** Resolves with its exit code when the process has exited (128 + the signal's number when one ended it). */
  readonly exited: Promise<number | null>;
  /** Signals it (SIGTERM by default) and answers its exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `command args` with its output in a log, stopped with its parent even when the parent is killed. */
export function supervise(command: string, args: string[], options: SuperviseOptions): Supervised {
  const log = openSync(options.log, options.appendLog ? 'a' : 'w');
  const runAs = options.runAs
    ? { RUN_AS_UID: String(options.runAs.uid), RUN_AS_GID: String(options.runAs.gid) }
    : {};
  const watcher = spawn(process.execPath, [EXIT_WITH_PARENT, command, ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env, ...runAs, PARENT_PID: String(options.parentPid ?? process.pid) },
    stdio: ['ignore', log, log],
    detached: options.detached ?? false,
  });
  if (options.detached) watcher.unref();
  const exited = new Promise<number | null>((resolve) => watcher.once('exit', (code) => resolve(code)));
  const groupPid = watcher.pid!;
  let pid: number | undefined;
  return {
    get pid() {
      pid ??= childOf(groupPid);
      return pid;
    },
    groupPid,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (watcher.exitCode === null && watcher.signalCode === null) watcher.kill(signal);
      return exited;
    },
  };
}

/** The one child `parent` has started (Linux: /proc). */
function childOf(parent: number): number {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
  if (!children) throw new Error(`process ${parent} has no child yet`);
  return Number(children.split(' ')[0]);
}

export interface StartedServer {
  url: string;
  process: Supervised;
  stop(): Promise<void>;
}

export interface ServerOptions extends Omit<SuperviseOptions, 'log'> {
  /** `node` by default. */
  command?: string;
  args: string[];
  port: number;
  /** The path that answers 200 once the server is ready. */
  readyPath: string;
  /** Its output goes to `<logDir>/<name>.log`. */
  logDir: string;
  seconds?: number;
}

/**
 * Starts a server on `port` (node with `args` unless another command is given) and answers once `readyPath`
 * answers; stops it and fails, naming its log, when it exits first or is not ready within `seconds`.
 */
export async function startServer(name: string, options: ServerOptions): Promise<StartedServer> {
  const { command = process.execPath, args, port, readyPath, logDir, seconds = 60, ...supervision } = options;
  const log = path.join(logDir, `${name}.log`);
  const child = supervise(command, args, { ...supervision, log });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  void child.exited.then(() => (exited = true));
  const ready = await waitUntil(async () => exited || (await answers(url + readyPath)), { seconds });
  if (!ready || exited) {
    await child.stop('SIGKILL');
    throw new Error(
      `${name} ${exited ? 'exited before it was ready' : `was not ready within ${seconds} s`}; see ${log}`,
    );
  }
  return { url, process: child, stop: async () => void (await child.stop()) };
}

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
