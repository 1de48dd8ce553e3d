import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  answers,
  freePort,
  freshDatabase,
  overHttp,
  postgresAnswers,
  postgresBinaries,
  serverQuery,
  signalGroup,
  startPgBouncer,
  startPostgresInstance,
  startServer,
  TEST_POSTGRES_URL,
  waitUntil,
} from '@fanhub/testkit';
import { REMOTE_SECTIONS as REMOTE_LIST } from '@fanhub/site';

export const ROOT = path.resolve(__dirname, '..', '..');
export const STATE_DIR = path.join(ROOT, 'e2e', '.state');
const STATE_FILE = path.join(STATE_DIR, 'servers.json');

/**
 * The two ways the suite serves the site. Direct (default): each app on its own loopback origin through
 * scripts/serve-app.mjs, one API. Gateway (E2E_GATEWAY=1): production's topology through Debian's nginx with the
 * configuration of deploy/nginx, one origin for fans, two API replicas on a PostgreSQL server and its streaming
 * replica (the machine's server, without a replica, when no server binaries are installed).
 */
const VIA_GATEWAY = process.env.E2E_GATEWAY === '1';
const GATEWAY_ORIGIN = 'http://localhost:3200';
const API_PORTS = VIA_GATEWAY ? [4100, 4101] : [4100];
/**
 * Each replica's metrics listener (METRICS_PORT), which Prometheus would scrape: 9560 and 9561. Not beside the
 * API's ports: fetch refuses some ports outright (the Fetch standard's "bad ports", 4190 among them), and a scrape
 * it refused counted nothing.
 */
export const METRICS_PORTS = API_PORTS.map((port) => port + 5460);
/**
 * The first-screen server: the shell's own server on the direct run; on the gateway run a server of its own behind
 * the shell's nginx (docker-compose.yml's `first-screen`). Its metrics listener on both.
 */
const FIRST_SCREEN_PORT = 3110;
/** FANHUB_FIRST_SCREEN=off: every page drawn by the browser, as before (the anchor of `pnpm bench:web`). */
const FIRST_SCREEN_ON = process.env.FANHUB_FIRST_SCREEN !== 'off';
export const FIRST_SCREEN_METRICS_PORT = 3190;

export const E2E = {
  viaGateway: VIA_GATEWAY,
  /** Whether fans' pages come with their first screen drawn (FANHUB_FIRST_SCREEN=off: not). */
  firstScreen: FIRST_SCREEN_ON,
  /** Where fans open the site. */
  site: VIA_GATEWAY ? GATEWAY_ORIGIN : 'http://localhost:3100',
  api: { url: VIA_GATEWAY ? GATEWAY_ORIGIN : `http://localhost:${API_PORTS[0]}` },
  /** How long the gateway keeps a drawn page (FANHUB_PAGE_CACHE_SECONDS); nothing keeps it on the direct run. */
  pageCacheSeconds: VIA_GATEWAY ? 1 : 0,
  /** Another site a fan may arrive from: one API replica under a host name fanhub never uses. */
  elsewhere: `http://127.0.0.1:${API_PORTS[0]}/v1/health`,
  /** Each app's own server: its port of `npm start` + 100, so a running `npm start` is left alone. */
  apps: {
    shell: { port: 3100, section: undefined },
    ...Object.fromEntries(
      REMOTE_LIST.map((remote) => [remote.app, { port: remote.port + 100, section: remote.section }]),
    ),
    /** The staff's console, on an origin of its own also on the gateway run (as in production). */
    studio: { port: 3105, section: undefined },
  } as Record<string, { port: number; section: string | undefined }>,
};
/** An app's folder: `shell`, `studio` or a remote's (`mfe-fanspick`). */
export type AppName = string;
export type RemoteApp = string;
/** The remotes' folders, from the shell's list of remotes. */
export const REMOTE_APPS: RemoteApp[] = REMOTE_LIST.map((remote) => remote.app);
/** The kit's calls to the API fans' pages use (the testkit's fans, top-ups and orders go through it). */
export const siteApi = overHttp(E2E.api.url);
/** An app's server: its e2e port and, for a remote, its section. */
function serverOf(app: AppName): { port: number; section: string | undefined } {
  const server = E2E.apps[app];
  if (!server) throw new Error(`${app} is neither the shell nor a remote of @fanhub/site`);
  return server;
}
/** Where an app's own server answers (a remote's standalone pages). */
export const originOf = (app: AppName) => `http://localhost:${serverOf(app).port}`;
/** Where the shell loads a remote from: its own origin, or its path under the gateway. */
export const remoteBaseOf = (app: RemoteApp) =>
  VIA_GATEWAY ? `${GATEWAY_ORIGIN}/apps/${serverOf(app).section}` : originOf(app);

/** FANHUB_REMOTE_<SECTION> of every remote: its manifest where `baseOf` says (by default, where fans load it). */
const remoteEnv = (baseOf: (app: RemoteApp) => string = remoteBaseOf): Record<string, string> =>
  Object.fromEntries(
    REMOTE_LIST.map((remote) => [
      `FANHUB_REMOTE_${remote.section.toUpperCase()}`,
      `${baseOf(remote.app)}/mf-manifest.json`,
    ]),
  );

const appEnv = () => ({ FANHUB_API_URL: `${E2E.api.url}/v1`, ...remoteEnv() });

interface State {
  runnerPid: number;
  pids: Record<string, number>;
  /** What every API replica is started with, to start one again. */
  apiEnv: Record<string, string>;
  /** Folders of the servers' own outside the checkout, removed once every server stopped. */
  folders?: string[];
}
const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;
const writeState = (state: State) => {
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
};

/**
 * Starts a server for the suite (see the testkit's `startServer`): it outlives global setup, in a process group
 * of its own that teardown and tests stop by its PID, and stops by itself when the runner is gone.
 */
async function launch(
  name: string,
  command: string[],
  env: Record<string, string>,
  runnerPid: number,
  ready: { port: number; path: string; seconds?: number },
): Promise<number> {
  mkdirSync(STATE_DIR, { recursive: true });
  const [program, ...args] = command;
  const server = await startServer(name, {
    command: program,
    args,
    env,
    cwd: ROOT,
    parentPid: runnerPid,
    outlivesCaller: true,
    appendLog: true,
    logDir: STATE_DIR,
    port: ready.port,
    readyPath: ready.path,
    seconds: ready.seconds ?? 60,
  });
  return server.process.groupPid;
}

/** The role the gateway run's replicas connect as: not the schema's owner, as in production (docs/operations.md). */
const E2E_API_ROLE = 'fanhub_e2e_api';

/**
 * The gateway run's PostgreSQL as production runs it: a primary of the run's own and a streaming replica of it
 * (`pg_basebackup`), which the API reads fans' public pages from (ADR-255). Without the server binaries, the
 * machine's shared server alone. Answers where to create the database, the replica's address and what to stop.
 */
async function databaseServers(runnerPid: number): Promise<{
  server: string;
  standbyPort?: number;
  pids: Record<string, number>;
  folders: string[];
}> {
  const bin = postgresBinaries();
  if (!bin) return { server: TEST_POSTGRES_URL, pids: {}, folders: [] };
  const options = { parentPid: runnerPid, outlivesCaller: true };
  const primary = await startPostgresInstance(bin, await freePort(), STATE_DIR, options);
  const standby = await startPostgresInstance(bin, await freePort(), STATE_DIR, {
    ...options,
    standbyOf: primary,
  });
  return {
    server: primary.url('postgres'),
    standbyPort: standby.port,
    pids: { postgres: primary.groupPid, 'postgres-standby': standby.groupPid },
    folders: [primary.home, standby.home],
  };
}

/**
 * A fresh database on `server` for the gateway run's replicas, migrated by its owner as a deploy's `migrate` step
 * does; answers the API role's connection string, undefined when no server answers.
 */
async function freshServerDatabase(server: string): Promise<string | undefined> {
  if (!(await postgresAnswers(server))) {
    console.warn(`No PostgreSQL server answers at ${server} for the gateway run; one replica on PGlite.`);
    return undefined;
  }
  const ownerUrl = (await freshDatabase('fanhub_e2e_gateway', { server })).url!;
  await serverQuery(
    `DO $$ BEGIN CREATE ROLE ${E2E_API_ROLE} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
    server,
  );
  const apiUrl = new URL(ownerUrl);
  apiUrl.username = E2E_API_ROLE;
  execFileSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'db', 'migrate-cli.js')], {
    env: { ...process.env, DATABASE_OWNER_URL: ownerUrl, DATABASE_URL: apiUrl.toString() },
    stdio: 'inherit',
  });
  return apiUrl.toString();
}

/** Starts the API replicas together (as a deploy does: migrations and seed must bear it); their PIDs by name. */
export async function startApi(runnerPid: number): Promise<Record<string, number>> {
  const origins = [E2E.site, ...(Object.keys(E2E.apps) as AppName[]).map(originOf)];
  const servers = VIA_GATEWAY ? await databaseServers(runnerPid) : undefined;
  const databaseUrl = servers && (await freshServerDatabase(servers.server));
  const ports = databaseUrl ? API_PORTS : API_PORTS.slice(0, 1);
  // As production runs them: the replicas reach PostgreSQL through PgBouncer in transaction mode (ADR-256), which
  // logs in as the API's role; LISTEN goes to the server itself.
  const pgbouncer = databaseUrl
    ? await startPgBouncer(databaseUrl, {
        serverConnections: 8,
        parentPid: runnerPid,
        outlivesCaller: true,
      })
    : undefined;
  const database: Record<string, string> = databaseUrl
    ? {
        DATABASE_URL: pgbouncer!.url(new URL(databaseUrl).pathname.slice(1)),
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: databaseUrl,
        // As docker-compose.yml does: the replica straight, not through the pooler.
        ...(servers?.standbyPort ? { DATABASE_REPLICA_URL: onPort(databaseUrl, servers.standbyPort) } : {}),
      }
    : { PGLITE_DATA_DIR: 'memory://' };
  const shared = {
    HOST: '127.0.0.1',
    PUBLIC_API_URL: E2E.api.url,
    ...database,
    UPLOAD_DIR: path.join(STATE_DIR, 'uploads'),
    SEED_ON_START: 'true',
    CORS_ORIGINS: [...new Set(origins)].join(','),
    // Every replica signs and checks the same tokens and sandbox notifications.
    JWT_SECRET: `e2e-${runnerPid}-${'x'.repeat(40)}`,
    SANDBOX_SERVER_KEY: `e2e-sandbox-${runnerPid}`,
    AUTH_RATE_LIMIT_MAX: '1000',
    // scrypt's lowest cost, as in the API suite: production's costs about 0.3 s of a core for each of the
    // hundreds of sign-ups and sign-ins, which this suite does not test (api/test/modules/auth.test.ts does).
    PASSWORD_SCRYPT_N: '1024',
    WEB_VITALS_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  };
  const folders = [...(servers?.folders ?? []), ...(pgbouncer ? [pgbouncer.folder] : [])];
  writeState({ runnerPid, pids: {}, apiEnv: shared, folders });
  const pids = await Promise.all(ports.map((_, index) => launchApi(index, shared, runnerPid)));
  return {
    ...Object.fromEntries(pids.map((pid, index) => [apiName(index), pid])),
    ...(pgbouncer ? { pgbouncer: pgbouncer.groupPid } : {}),
    ...servers?.pids,
  };
}

const onPort = (url: string, port: number) => Object.assign(new URL(url), { port: String(port) }).toString();

const apiName = (index: number) => `api-${index + 1}`;
const launchApi = (index: number, env: Record<string, string>, runnerPid: number) =>
  launch(
    apiName(index),
    [process.execPath, 'api/dist/server.js'],
    { ...env, PORT: String(API_PORTS[index]), METRICS_PORT: String(METRICS_PORTS[index]) },
    runnerPid,
    { port: API_PORTS[index]!, path: '/v1/health', seconds: 90 },
  );

/**
 * Makes the gateway run's streaming replica apply each transaction `delayMs` after its commit (0: at once), as a
 * replica under load falls behind; its lag stays within what the API reads from (DATABASE_REPLICA_MAX_LAG_MS).
 * False on a run without a replica.
 */
export async function delayReplica(delayMs: number): Promise<boolean> {
  const replica = readState().apiEnv.DATABASE_REPLICA_URL;
  if (!replica) return false;
  const admin = Object.assign(new URL(replica), { username: 'postgres', pathname: '/postgres' }).toString();
  await serverQuery(`ALTER SYSTEM SET recovery_min_apply_delay = '${Math.trunc(delayMs)}ms'`, admin);
  await serverQuery('SELECT pg_reload_conf()', admin);
  return true;
}

/** Starts a stopped API replica again, as its container's restart policy would. */
export async function restartApiReplica(index: number): Promise<void> {
  const state = readState();
  state.pids[apiName(index)] = await launchApi(index, state.apiEnv, state.runnerPid);
  writeState(state);
}

const NGINX_DIR = path.join(STATE_DIR, 'nginx');
const nginxConfOf = (name: string) => path.join(NGINX_DIR, name);
/** The folder an app's nginx serves: a link to its build, switched by a redeploy (see redeployRemote). */
export const releaseLinkOf = (app: AppName) => path.join(STATE_DIR, 'releases', app, 'current');

/** deploy/nginx/render.sh, as the images run it at container start, here for loopback ports. */
function renderNginx(kind: 'app' | 'gateway', name: string, env: Record<string, string>): void {
  execFileSync(path.join(ROOT, 'deploy', 'nginx', 'render.sh'), [kind, nginxConfOf(name)], {
    env: {
      ...process.env,
      FANHUB_ACCESS_LOG: 'off',
      // Workers read the checkout as whoever runs the suite: a clone may be private (mode 700).
      FANHUB_NGINX_USER: userInfo().username,
      ...env,
    },
    stdio: 'inherit',
  });
}

/** Renders every nginx configuration of the gateway run and points each app's release at its build. */
export function prepareGateway(): void {
  rmSync(NGINX_DIR, { recursive: true, force: true });
  for (const app of Object.keys(E2E.apps) as AppName[]) {
    const link = releaseLinkOf(app);
    rmSync(path.dirname(link), { recursive: true, force: true });
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(ROOT, app, 'dist'), link);
    renderNginx('app', app, {
      FANHUB_APP: app,
      FANHUB_APP_ROOT: link,
      FANHUB_LISTEN: `127.0.0.1:${serverOf(app).port}`,
      // As docker-compose.yml configures the apps: the API and the remotes follow from the public address.
      FANHUB_PUBLIC_URL: E2E.site,
      ...(app === 'shell' && FIRST_SCREEN_ON
        ? { FANHUB_UPSTREAM_FIRST_SCREEN: `127.0.0.1:${FIRST_SCREEN_PORT}` }
        : {}),
    });
  }
  const upstream = (app: AppName) => `127.0.0.1:${serverOf(app).port}`;
  renderNginx('gateway', 'gateway', {
    FANHUB_LISTEN: `127.0.0.1:${new URL(GATEWAY_ORIGIN).port}`,
    FANHUB_API_UPSTREAMS: API_PORTS.map((port) => `127.0.0.1:${port}`).join(' '),
    FANHUB_PAGE_CACHE_SECONDS: String(E2E.pageCacheSeconds),
    FANHUB_UPSTREAM_SHELL: upstream('shell'),
    ...Object.fromEntries(
      REMOTE_LIST.map((remote) => [`FANHUB_UPSTREAM_${remote.section.toUpperCase()}`, upstream(remote.app)]),
    ),
  });
}

const nginx = (name: string) => [
  'nginx',
  '-c',
  path.join(nginxConfOf(name), 'nginx.conf'),
  '-g',
  'daemon off;',
];

export const startGateway = (runnerPid: number): Promise<number> =>
  launch('gateway', nginx('gateway'), {}, runnerPid, {
    port: Number(new URL(GATEWAY_ORIGIN).port),
    path: '/v1/health',
  });

/** Serves one app's production build on its e2e port (its nginx on the gateway run); answers when it responds. */
export function startApp(
  app: AppName,
  runnerPid = readState().runnerPid,
  env: Record<string, string> = {},
): Promise<number> {
  const { port } = serverOf(app);
  const command = VIA_GATEWAY
    ? nginx(app)
    : [process.execPath, 'scripts/serve-app.mjs', '--app', app, '--port', String(port)];
  const metrics: Record<string, string> =
    app === 'shell' && !VIA_GATEWAY ? { METRICS_PORT: String(FIRST_SCREEN_METRICS_PORT) } : {};
  return launch(app, command, { ...appEnv(), ...metrics, ...env }, runnerPid, { port, path: '/index.html' });
}

/**
 * Gateway run: the first-screen server as production runs it (`node <shell build>/server/first-screen.js`), the
 * shell's release beside its nginx, reaching the API through the gateway and each remote at its own nginx.
 */
export function startFirstScreen(
  runnerPid = readState().runnerPid,
  env: Record<string, string> = {},
): Promise<number> {
  const release = releaseLinkOf('shell');
  return launch(
    'first-screen',
    [process.execPath, path.join(release, 'server', 'first-screen.js')],
    {
      NODE_ENV: 'production',
      FANHUB_APP_ROOT: release,
      FANHUB_API_URL: `${E2E.api.url}/v1`,
      ...remoteEnv(originOf),
      PORT: String(FIRST_SCREEN_PORT),
      METRICS_PORT: String(FIRST_SCREEN_METRICS_PORT),
      ...env,
    },
    runnerPid,
    { port: FIRST_SCREEN_PORT, path: '/health' },
  );
}

/** Starts what draws fans' pages again with other settings (with none, as the suite started it). */
export async function restartFirstScreenWith(env: Record<string, string> = {}): Promise<void> {
  if (!VIA_GATEWAY) return restartAppWith('shell', env);
  await stopServer('first-screen');
  const state = readState();
  state.pids['first-screen'] = await startFirstScreen(undefined, env);
  writeState(state);
}

/**
 * Serves `build` (a folder) as the app's release, as its redeploy would, or the app's own dist/ again: the gateway
 * run switches the release its nginx serves; the direct run starts its server on it.
 */
export async function serveRelease(app: AppName, build?: string): Promise<void> {
  if (!VIA_GATEWAY) return restartAppWith(app, build ? { FANHUB_APP_ROOT: build } : {});
  const link = releaseLinkOf(app);
  symlinkSync(build ?? path.join(ROOT, app, 'dist'), `${link}.next`);
  renameSync(`${link}.next`, link);
}

/**
 * Direct run: starts an app's server again with more settings (FANHUB_APP_ROOT: a release, as its redeploy would
 * serve it); with none, as the suite started it.
 */
export async function restartAppWith(app: AppName, env: Record<string, string> = {}): Promise<void> {
  await stopServer(app);
  const pid = await startApp(app, undefined, env);
  const state = readState();
  state.pids[app] = pid;
  writeState(state);
}

export function recordServers(pids: Record<string, number>): void {
  writeState({ ...readState(), pids });
}

const appAnswers = (app: AppName) => answers(`${originOf(app)}/index.html`);

/**
 * Stops one server (its wrapper stops the server) and waits until its processes are gone, killing them after
 * 10 s. Not answering is not enough: a server closing its port still answers on a kept-alive connection, so a
 * restart that asked it would find it "running" and start nothing, and the server would then be gone.
 */
export async function stopServer(name: string): Promise<void> {
  const state = readState();
  const pid = state.pids[name];
  if (pid && signalGroup(pid, 'SIGTERM')) {
    const gone = () => !signalGroup(pid, 0);
    if (!(await waitUntil(gone, { seconds: 10 }))) {
      signalGroup(pid, 'SIGKILL');
      await waitUntil(gone, { seconds: 5 });
    }
  }
  delete state.pids[name];
  writeState(state);
}

/** Starts a stopped app again and records it, so teardown stops it too; nothing to do when it runs. */
export async function restartApp(app: AppName): Promise<void> {
  if (await appAnswers(app)) return;
  const pid = await startApp(app);
  const state = readState();
  state.pids[app] = pid;
  writeState(state);
}

export const serverNames = (): string[] => Object.keys(readState().pids);

/** Removes the servers' folders outside the checkout; teardown calls it once every server stopped. */
export function removeServerFolders(): void {
  for (const folder of readState().folders ?? []) rmSync(folder, { recursive: true, force: true });
}
