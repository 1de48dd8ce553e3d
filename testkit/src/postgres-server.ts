import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAnswers } from './databases';
import { supervise, type Supervised } from './processes';
import { waitUntil } from './waiting';

/** The server binaries of the newest PostgreSQL Debian installed, or of FAULTS_POSTGRES_BIN. */
export function postgresBinaries(): string | undefined {
  if (process.env.FAULTS_POSTGRES_BIN) return process.env.FAULTS_POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(`${bin}/postgres`));
}

export interface PostgresInstance {
  port: number;
  /** Its temporary folder (data directory, socket), removed by `stop`. */
  home: string;
  /** The process group of the running server (see `supervise`). */
  readonly groupPid: number;
  /** A database URL on this instance (`name` is the database). */
  url(name: string): string;
  /** Crashes the server (SIGQUIT: immediate shutdown, recovery from the write-ahead log on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of a suite's own, from the installed server binaries, in a temporary data directory on
 * `port`: the fault suite restarts it mid-load, the replica tests stream from it, so the machine's shared server
 * is left alone. With `standbyOf`, a streaming replica of that instance (`pg_basebackup`, hot standby).
 * PostgreSQL refuses to run as root; as root, it runs as the `postgres` user.
 */
export async function startPostgresInstance(
  bin: string,
  port: number,
  logDir: string,
  {
    standbyOf,
    parentPid,
    outlivesCaller,
  }: {
    standbyOf?: PostgresInstance;
    /** As `supervise`'s: a server that outlives its caller (e2e's global setup) and stops with the runner. */
    parentPid?: number;
    outlivesCaller?: boolean;
  } = {},
): Promise<PostgresInstance> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'fanhub-faults-pg-'));
  const data = path.join(home, 'data');
  const runAs = process.getuid?.() === 0 ? postgresUser() : undefined;
  mkdirSync(data, { mode: 0o700 });
  if (runAs) for (const folder of [home, data]) chownSync(folder, runAs.uid, runAs.gid);
  const asPostgres = { stdio: 'ignore', cwd: home, ...(runAs ?? {}) } as const;
  if (standbyOf)
    // -R: standby.signal and the primary's address in postgresql.auto.conf; -c fast: no wait for a checkpoint.
    execFileSync(
      `${bin}/pg_basebackup`,
      [
        '-D',
        data,
        '-h',
        '127.0.0.1',
        '-p',
        String(standbyOf.port),
        '-U',
        'postgres',
        '-X',
        'stream',
        '-R',
        '-c',
        'fast',
      ],
      asPostgres,
    );
  else
    execFileSync(
      `${bin}/initdb`,
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      asPostgres,
    );
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let server: Supervised | undefined;

  const start = async () => {
    server = supervise(
      `${bin}/postgres`,
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        home,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        // The fault crashes the server's processes, not the machine: what PostgreSQL wrote is in the kernel's
        // cache and survives, as every commit's WAL does. Without fsync its start after the crash no longer waits
        // on syncing the whole data directory and an immediate checkpoint to a slow disk (12 s on a test machine,
        // most of the outage), so the suite measures how the API recovers, not how fast the disk syncs.
        '-c',
        'fsync=off',
      ],
      {
        log: path.join(logDir, 'postgres.log'),
        appendLog: true,
        cwd: home,
        runAs,
        parentPid,
        outlivesCaller,
      },
    );
    await waitForConnections(url('postgres'), server);
  };
  await start();
  return {
    port,
    home,
    get groupPid() {
      return server!.groupPid;
    },
    url,
    start,
    async crash() {
      const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGQUIT');
      await server?.exited;
    },
    async stop() {
      await server?.stop('SIGINT');
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The `postgres` user's ids: what PostgreSQL and PgBouncer run as when the suite runs as root. */
export function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Resolves once the server accepts connections; fails when it exits first or takes more than 30 s. */
async function waitForConnections(url: string, server: Supervised): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const up = await waitUntil(async () => exited || (await postgresAnswers(url)), {
    seconds: 30,
    everyMs: 100,
  });
  if (!up || exited) {
    throw new Error(
      `PostgreSQL did not accept connections (${exited ? 'it exited' : 'timed out'}); see its log`,
    );
  }
}
