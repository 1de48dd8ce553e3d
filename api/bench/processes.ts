import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const LOG_DIR = path.join(__dirname, 'results');

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` with `env`, its output in bench/results/<name>.log, and answers once `readyPath`
 * answers 200. The process stops with the benchmark, even when the benchmark is killed.
 */
export async function startNode(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<Server> {
  const log = openSync(path.join(LOG_DIR, `${name}.log`), 'w');
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'exit-with-parent.mjs'), process.execPath, ...args],
    {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, ...env, PARENT_PID: String(process.pid) },
      stdio: ['ignore', log, log],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; ; waited += 1) {
    const ready = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || waited > 240) {
      child.kill();
      throw new Error(`${name} did not start; see ${path.join(LOG_DIR, `${name}.log`)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
