import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ADMIN_SESSION_FILE } from './support/staff';
import {
  E2E,
  prepareGateway,
  recordServers,
  ROOT,
  startApi,
  startApp,
  startFirstScreen,
  startGateway,
  type AppName,
} from './support/servers';

/**
 * Builds the production bundles (skip with E2E_SKIP_BUILD=1 when they are fresh), starts the API on a fresh
 * database with seed content, and serves each app on its own origin; on the gateway run (E2E_GATEWAY=1) each
 * app through its nginx and the whole site through the gateway (support/servers.ts).
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
      '@fanhub/studio',
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
  rmSync(ADMIN_SESSION_FILE, { force: true });
  if (E2E.viaGateway) prepareGateway();
  const pids: Record<string, number> = await startApi(runnerPid);
  for (const app of Object.keys(E2E.apps) as AppName[]) pids[app] = await startApp(app, runnerPid);
  if (E2E.viaGateway) {
    pids.gateway = await startGateway(runnerPid);
    // Last, as docker-compose.yml starts it: its first page (drawn at start) finds the API and the remotes.
    if (E2E.firstScreen) pids['first-screen'] = await startFirstScreen(runnerPid);
  }
  recordServers(pids);
}
