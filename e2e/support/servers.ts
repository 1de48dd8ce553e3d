import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
const STATE_DIR = path.join(ROOT, 'e2e', '.state');
const STATE_FILE = path.join(STATE_DIR, 'servers.json');

/** The e2e site: each app on its own loopback origin, away from the ports `npm start` uses. */
export const E2E = {
  api: { port: 4100, url: 'http://localhost:4100' },
  apps: {
    shell: { port: 3100 },
    'mfe-fanspick': { port: 3101 },
    'mfe-fanfunding': { port: 3102 },
    'mfe-events': { port: 3103 },
    'mfe-member': { port: 3104 },
  },
} as const;
export type AppName = keyof typeof E2E.apps;
export const originOf = (app: AppName) => `http://localhost:${E2E.apps[app].port}`;

const appEnv = () => ({
  FANHUB_API_URL: `${E2E.api.url}/v1`,
  FANHUB_REMOTE_FANSPICK: `${originOf('mfe-fanspick')}/mf-manifest.json`,
  FANHUB_REMOTE_FANFUNDING: `${originOf('mfe-fanfunding')}/mf-manifest.json`,
  FANHUB_REMOTE_EVENTS: `${originOf('mfe-events')}/mf-manifest.json`,
  FANHUB_REMOTE_MEMBER: `${originOf('mfe-member')}/mf-manifest.json`,
});

interface State {
  runnerPid: number;
  pids: Record<string, number>;
}
const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;
const writeState = (state: State) => {
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
};

function launch(name: string, command: string[], env: Record<string, string>, runnerPid: number): number {
  mkdirSync(STATE_DIR, { recursive: true });
  const log = openSync(path.join(STATE_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, [path.join(__dirname, 'exit-with-parent.mjs'), ...command], {
    cwd: ROOT,
    env: { ...process.env, ...env, PARENT_PID: String(runnerPid) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  return child.pid!;
}

async function waitFor(url: string, seconds = 60): Promise<void> {
  for (let waited = 0; waited < seconds * 4; waited += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

export async function startApi(runnerPid: number): Promise<number> {
  const origins = Object.keys(E2E.apps).map((app) => originOf(app as AppName));
  const pid = launch(
    'api',
    [process.execPath, 'api/dist/server.js'],
    {
      PORT: String(E2E.api.port),
      HOST: '127.0.0.1',
      PUBLIC_API_URL: E2E.api.url,
      PGLITE_DATA_DIR: 'memory://',
      UPLOAD_DIR: path.join(STATE_DIR, 'uploads'),
      SEED_ON_START: 'true',
      CORS_ORIGINS: origins.join(','),
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    runnerPid,
  );
  await waitFor(`${E2E.api.url}/v1/health`, 90);
  return pid;
}

/** Serves one app's production build on its e2e port; answers when it responds. */
export async function startApp(app: AppName, runnerPid = readState().runnerPid): Promise<number> {
  const pid = launch(
    app,
    [process.execPath, 'scripts/serve-app.mjs', '--app', app, '--port', String(E2E.apps[app].port)],
    appEnv(),
    runnerPid,
  );
  await waitFor(`${originOf(app)}/index.html`);
  return pid;
}

export function recordServers(state: State): void {
  writeState(state);
}

/** Stops one server (its wrapper stops the server) and waits until its port refuses connections. */
export async function stopServer(name: string): Promise<void> {
  const state = readState();
  const pid = state.pids[name];
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  delete state.pids[name];
  writeState(state);
  const app = name as AppName;
  if (app in E2E.apps) {
    for (let waited = 0; waited < 40; waited += 1) {
      if (
        !(await fetch(`${originOf(app)}/index.html`).then(
          () => true,
          () => false,
        ))
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const answers = (app: AppName) =>
  fetch(`${originOf(app)}/index.html`).then(
    () => true,
    () => false,
  );

/** Starts a stopped app again and records it, so teardown stops it too; nothing to do when it runs. */
export async function restartApp(app: AppName): Promise<void> {
  if (await answers(app)) return;
  const pid = await startApp(app);
  const state = readState();
  state.pids[app] = pid;
  writeState(state);
}

export const serverNames = (): string[] => Object.keys(readState().pids);
