import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  killLeftoverProcesses,
  leftoverProcesses,
  supervise,
  TEST_RUN_MARK,
  waitUntil,
} from '@fanhub/testkit';
import { scratchFolder } from '../helpers/scratch';

/**
 * The test kit's promise that what a test starts dies with it: a supervised command and everything it starts,
 * and `npm test`'s check at its end that finds any process of the run still running.
 */
const logs = scratchFolder('processes');
/** A command that starts a child of its own and waits, as a server with a worker does. */
const WITH_A_CHILD = ['-c', 'sleep 300 & sleep 301'];

/** The living processes of a process group (a zombie waiting for its reaper is not living). */
function livingIn(group: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // pid (comm) state ppid pgrp …: the command may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group && state !== 'Z') members.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return members;
}

const started = async (group: number) => waitUntil(() => livingIn(group).length === 4, { everyMs: 20 });

it.each(['SIGKILL', 'SIGTERM'] as const)(
  'a supervised command stopped with %s takes what it started with it',
  async (signal) => {
    const server = supervise('sh', WITH_A_CHILD, { log: path.join(logs, `${signal}.log`) });
    // The watcher, the shell and its two sleeps.
    expect(await started(server.groupPid)).toBe(true);
    await server.stop(signal);
    expect(await waitUntil(() => livingIn(server.groupPid).length === 0, { everyMs: 20 })).toBe(true);
  },
);

it("a process carrying the run's mark is found and killed; one without it is left alone", async () => {
  const mark = `processes-test-${process.pid}`;
  const marked = spawn('sleep', ['300'], { env: { ...process.env, [TEST_RUN_MARK]: mark }, stdio: 'ignore' });
  const unmarked = spawn('sleep', ['301'], { env: { PATH: process.env.PATH }, stdio: 'ignore' });
  try {
    expect(await waitUntil(() => leftoverProcesses(mark).length === 1, { everyMs: 20 })).toBe(true);
    expect(leftoverProcesses(mark)).toEqual([{ pid: marked.pid, command: 'sleep 300' }]);
    expect(killLeftoverProcesses(mark).map(({ pid }) => pid)).toEqual([marked.pid]);
    await new Promise((resolve) => marked.once('exit', resolve));
    expect(leftoverProcesses(mark)).toEqual([]);
    expect(unmarked.exitCode).toBeNull();
  } finally {
    marked.kill('SIGKILL');
    unmarked.kill('SIGKILL');
  }
});
