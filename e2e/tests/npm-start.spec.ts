import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { waitUntil } from '@fanhub/testkit';
import { E2E, ROOT } from '../support/servers';
import { expect, test } from '../support/test';

// `npm start`'s own process stopped by a signal sent to it alone (an editor's stop button, a process manager,
// `timeout`), not to the terminal's group: every process it started goes, and its ports are free for the next.
// Its topology, not the gateway's: it runs on the serving run only.
test.skip(E2E.viaGateway, "npm start's own topology: the serving run's");

/** Every process below `pid` now (children, theirs, …), whichever process group each leads. */
function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows)
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Starts `command args`, its output kept; answers once `ready` matches a line of it. */
async function started(
  [command, ...args]: string[],
  ready: RegExp,
  env: Record<string, string> = {},
  seconds = 90,
) {
  const child = spawn(command!, args, { cwd: ROOT, env: { ...process.env, ...env } });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const up = await waitUntil(() => ready.test(output) || child.exitCode !== null, { seconds, everyMs: 200 });
  expect(up && child.exitCode === null, output).toBe(true);
  return { child, output: () => output };
}

async function stoppedBySigterm(child: ChildProcess) {
  const started = descendantsOf(child.pid!);
  expect(started.length).toBeGreaterThan(0);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
  // Within a few seconds: the servers' own graceful stop, then whatever is left is killed.
  expect(await waitUntil(() => !started.some(alive), { seconds: 8, everyMs: 100 })).toBe(true);
}

test('SIGTERM to npm start once the site answers stops the API, every app and the studio; their ports are free', async () => {
  test.setTimeout(120_000);
  const ports = [3000, 3001, 3002, 3003, 3004, 3005, 4000, 9464];
  for (const port of ports) expect(await listening(port), `port ${port} is taken already`).toBe(false);
  // npm's own process, as an editor or `timeout` signals it: npm ends at once, and what it ran must follow.
  const site = await started(['npm', 'start'], /The studio is ready at http:\/\/localhost:3005/, {
    FANHUB_BUILT: '1',
    PGLITE_DATA_DIR: 'memory://',
  });
  // Quiet: the banner and each app's address, no request of the API logged on the way.
  expect(site.output()).toContain('fanhub is running at http://localhost:3000');
  expect(site.output()).toContain('shell at http://127.0.0.1:3000');
  expect(site.output()).not.toMatch(/incoming request|"level":/);

  await stoppedBySigterm(site.child);
  for (const port of ports) expect(await listening(port), `port ${port} still answers`).toBe(false);
});

test("SIGTERM to npm start while a step runs stops the step's whole process tree", async () => {
  const building = await started(
    [process.execPath, path.join('e2e', 'support', 'site-processes-fixture.mjs')],
    /^building \d+/m,
  );
  await stoppedBySigterm(building.child);
  expect(building.child.exitCode).toBe(143);
});
