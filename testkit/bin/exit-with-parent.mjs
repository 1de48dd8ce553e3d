#!/usr/bin/env node
// Runs a command and stops it when the process that asked for it (PARENT_PID) is gone, so servers started
// for tests never outlive the test run, even when the runner is killed.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const parent = Number(process.env.PARENT_PID);
const [command, ...args] = process.argv.slice(2);
// RUN_AS_UID / RUN_AS_GID: the command runs as that user (PostgreSQL refuses root); this watcher stays ours.
const runAs = process.env.RUN_AS_UID
  ? { uid: Number(process.env.RUN_AS_UID), gid: Number(process.env.RUN_AS_GID) }
  : {};
const child = spawn(command, args, { stdio: 'inherit', ...runAs });
const stop = (signal = 'SIGTERM') => child.kill(signal);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const watch = setInterval(() => !alive(parent) && stop(), 1000);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// Its exit code is the command's (128 + the signal's number when a signal ended it, as a shell says).
child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
