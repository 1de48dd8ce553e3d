import { execFileSync } from 'node:child_process';
import { E2E, recordServers, ROOT, startApi, startApp, type AppName } from './support/servers';

/**
 * Builds the production bundles (skip with E2E_SKIP_BUILD=1 when they are fresh), starts the API on a fresh
 * in-memory database with seed content, and serves each app on its own origin.
 */
export default async function globalSetup(): Promise<void> {
  // `npm test` has just built everything; run alone, the suite builds what it serves.
  if (process.env.E2E_SKIP_BUILD !== '1' && !process.env.FANHUB_BUILT) {
    const pnpm = [
      '--filter',
      '@fanhub/api',
      '--filter',
      '@fanhub/shell',
      '--filter',
      './mfe-*',
      'run',
      'build',
    ];
    execFileSync('pnpm', pnpm, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const runnerPid = process.pid;
  const pids: Record<string, number> = { api: await startApi(runnerPid) };
  for (const app of Object.keys(E2E.apps) as AppName[]) pids[app] = await startApp(app, runnerPid);
  recordServers({ runnerPid, pids });
}
