// What `npm start` runs (its install and builds, then the API and the apps), each process leading a process group
// of its own, so that one signal to `npm start`'s process stops every process it started, whichever way it
// arrives: Ctrl+C in a terminal (the terminal's group), SIGINT or SIGTERM to this process alone (an editor's stop
// button, a process manager, `timeout`), or the parent that started it going away.
import { spawn } from 'node:child_process';

/** How long the processes have to stop after SIGTERM before they are killed. */
const STOP_GRACE_MS = 5000;

/** Signals every process of a group; false when none is left (signal 0 only asks). The test kit has the same, but
 * it is built by the install this script runs first. */
function signalGroup(groupPid, signal) {
  try {
    process.kill(-groupPid, signal);
    return true;
  } catch {
    return false;
  }
}

/** A site's processes: `spawn` starts one in a group of its own; `stop` ends them all, then this process. */
export function siteProcesses({ cwd }) {
  const groups = new Set();
  let stopping;

  const stop = (exitCode) => {
    stopping ??= (async () => {
      for (const group of groups) signalGroup(group, 'SIGTERM');
      const deadline = Date.now() + STOP_GRACE_MS;
      while ([...groups].some((group) => signalGroup(group, 0)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      for (const group of groups) signalGroup(group, 'SIGKILL');
      process.exit(exitCode);
    })();
    return stopping;
  };

  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ])
    process.on(signal, () => void stop(128 + number));
  // Started by a parent that is gone (killed outright): nothing is left to stop the site, so it stops itself.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop(1), 1000).unref();

  return {
    /** True once the site is stopping: a step that ends now ended because of it. */
    get stopping() {
      return stopping !== undefined;
    },
    stop,
    /**
     * Starts `command args` in a process group of its own (`stdio` as `spawn` takes it, stdin never: a group in
     * the background must not read the terminal). Answers the child.
     */
    spawn(command, args, { stdio = 'inherit', ...options } = {}) {
      const [, out, err] = typeof stdio === 'string' ? ['ignore', stdio, stdio] : stdio;
      const child = spawn(command, args, { cwd, ...options, stdio: ['ignore', out, err], detached: true });
      groups.add(child.pid);
      return child;
    },
  };
}
