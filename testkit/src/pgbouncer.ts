import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAnswers } from './databases';
import { postgresUser } from './postgres-server';
import { fromDebian } from './debian-packages';
import { freePort, supervise, type Supervised } from './processes';
import { waitUntil } from './waiting';

const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface RunningPgBouncer {
  port: number;
  /** Its process group (the e2e suite records it, to stop it at the end). */
  readonly groupPid: number;
  /** Its folder (settings and log): a caller that stops it by its group removes it then. */
  readonly folder: string;
  /** Database `name` through the pooler. */
  url(name: string): string;
  /** Stops it: its clients' connections are cut. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same settings. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder (settings and logs). */
  dispose(): Promise<void>;
}

/**
 * PgBouncer (Debian's) in transaction mode on loopback in front of the PostgreSQL server at `server` (a URL whose
 * user it logs in as), every database of it passed through, at most `serverConnections` server connections per
 * database: what a platform team puts between API replicas and PostgreSQL. As root it runs as `postgres`, so its
 * files live in a temporary folder of its own (a checkout may be readable by its owner alone).
 */
export async function startPgBouncer(
  server: string,
  {
    serverConnections = 4,
    parentPid,
    outlivesCaller,
  }: { serverConnections?: number; parentPid?: number; outlivesCaller?: boolean } = {},
): Promise<RunningPgBouncer> {
  const installed = fromDebian(PGBOUNCER, ['pgbouncer']);
  if (!installed.ok) throw new Error(installed.why);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fanhub-pgbouncer-'));
  const port = await freePort();
  const target = new URL(server);
  const asRoot = process.getuid?.() === 0;
  const config = path.join(workDir, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432} user=${decodeURIComponent(target.username)}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // Clients log in as anyone; the server connection is the database line's user (loopback, tests only).
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 1000',
      `logfile = ${path.join(workDir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(workDir, uid, gid);
  }
  const url = (name: string) => `postgres://fanhub@127.0.0.1:${port}/${name}`;
  let running: Supervised | undefined;
  const start = async () => {
    running = supervise(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), config], {
      log: path.join(workDir, 'pgbouncer.out'),
      appendLog: true,
      parentPid,
      outlivesCaller,
    });
    const probe = `postgres://fanhub@127.0.0.1:${port}/${target.pathname.slice(1) || 'postgres'}`;
    if (!(await waitUntil(() => postgresAnswers(probe), { seconds: 15, everyMs: 100 })))
      throw new Error(`PgBouncer did not answer on ${port}; see ${workDir}/pgbouncer.log`);
  };
  await start();
  return {
    port,
    get groupPid() {
      return running!.groupPid;
    },
    folder: workDir,
    url,
    start,
    stop: async () => void (await running?.stop('SIGINT')),
    dispose: async () => {
      await running?.stop('SIGINT');
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
