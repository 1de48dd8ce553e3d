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
  /**
   * The caller may exit while it runs (Playwright's global setup): it is stopped by `parentPid` ending, or by
   * another process signalling its group (`process.kill(-groupPid)`).
   */
  outlivesCaller?: boolean;
}

export interface Supervised {
  /** The command's own process (not its watcher), for signals such as SIGKILL. */
  readonly pid: number;
  /** The watcher's process, which leads the process group of the watcher, the command and all it starts. */
  readonly groupPid: number;
  /** Resolves with its exit code when the process has exited (128 + the signal's number when one ended it). */
  readonly exited: Promise<number | null>;
  /**
   * Signals the command (SIGTERM by default) and answers its exit code once it has exited, then kills whatever
   * is left of its process group. SIGKILL, or a command still running 10 s after another signal, kills the
   * whole group at once.
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** How long `stop` waits for a signalled command before it kills its group. */
const STOP_GRACE_MS = 10_000;

/** Signals every process of a group; false when none is left (signal 0 only asks). */
export function signalGroup(groupPid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-groupPid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `command args` with its output in a log, in a process group of its own (the watcher, the command and all
 * it starts), stopped with its parent even when the parent is killed.
 */
export function supervise(command: string, args: string[], options: SuperviseOptions): Supervised {
  const log = openSync(options.log, options.appendLog ? 'a' : 'w');
  const runAs = options.runAs
    ? { RUN_AS_UID: String(options.runAs.uid), RUN_AS_GID: String(options.runAs.gid) }
    : {};
  const watcher = spawn(process.execPath, [EXIT_WITH_PARENT, command, ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env, ...runAs, PARENT_PID: String(options.parentPid ?? process.pid) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  if (options.outlivesCaller) watcher.unref();
  const groupPid = watcher.pid!;
  const exited = new Promise<number | null>((resolve) =>
    watcher.once('exit', (code) => {
      // What the command started and left behind (a worker, a forked child) goes with it.
      signalGroup(groupPid, 'SIGKILL');
      resolve(code);
    }),
  );
  let pid: number | undefined;
  return {
    get pid() {
      pid ??= childOf(groupPid);
      return pid;
    },
    groupPid,
    exited,
    stop: async (signal = 'SIGTERM') => {
      const running = watcher.exitCode === null && watcher.signalCode === null;
      if (running && signal === 'SIGKILL') signalGroup(groupPid, 'SIGKILL');
      else if (running) {
        // The watcher passes the signal on once: a second one would cut a graceful stop short.
        watcher.kill(signal);
        const grace = setTimeout(() => signalGroup(groupPid, 'SIGKILL'), STOP_GRACE_MS);
        void exited.then(() => clearTimeout(grace));
      }
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

/**
 * Ports handed out below Linux's ephemeral range (32768 and up by default): a port the OS picked for `listen(0)`
 * is also one it may pick for another process's outgoing connection before the server that was to use it listens
 * (a fresh-clone run lost a test to that: EADDRINUSE).
 */
const PORTS_FROM = 20_000;
const PORTS_TO = 32_000;

const listensOn = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A TCP port nothing listens on right now, drawn at random outside the range the OS gives outgoing connections. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));
    if (await listensOn(port)) return port;
  }
}
