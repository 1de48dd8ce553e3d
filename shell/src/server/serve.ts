import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { DEFAULT_API_BASE_URL } from '@fanhub/shared-auth';
import { DEFAULT_REMOTE_ENTRIES, REMOTE_LIST, type RemoteEntries } from '../config/remotes';
import { FIRST_SCREEN_START } from '../first-screen/first-screen-scripts';
import type { FirstScreenOptions } from './first-screen';
import { createPageServer } from './page-server';

/**
 * Where the first-screen server reaches the API and the remotes, and its budget (docs/configuration.md); unset,
 * the addresses of `npm start`. scripts/serve-app.mjs and production read the same.
 */
export const firstScreenSettings = (
  env: NodeJS.ProcessEnv,
): Omit<FirstScreenOptions, 'template' | 'startScript'> => ({
  apiUrl: env.FANHUB_FIRST_SCREEN_API_URL ?? env.FANHUB_API_URL ?? DEFAULT_API_BASE_URL,
  remotes: Object.fromEntries(
    REMOTE_LIST.map(({ name, section }) => [
      name,
      env[`FANHUB_REMOTE_${section.toUpperCase()}`] ?? DEFAULT_REMOTE_ENTRIES[name],
    ]),
  ) as RemoteEntries,
  budgetMs: env.FANHUB_FIRST_SCREEN_BUDGET_MS ? Number(env.FANHUB_FIRST_SCREEN_BUDGET_MS) : undefined,
});

/**
 * The first-screen server as production runs it (docker-compose.yml's `first-screen`), behind nginx, which serves
 * index.html when it does not answer. Also reads PORT, HOST, METRICS_PORT, METRICS_HOST and FANHUB_APP_ROOT.
 */
export function serveFirstScreen(env: NodeJS.ProcessEnv = process.env): void {
  const build = env.FANHUB_APP_ROOT ?? path.resolve(__dirname, '..');
  const pages = createPageServer({
    template: readFileSync(path.join(build, 'index.html'), 'utf8'),
    startScript: readFileSync(path.join(build, `${FIRST_SCREEN_START}.js`), 'utf8'),
    ...firstScreenSettings(env),
  });
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 3010);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://fanhub').pathname;
    if (pathname === '/health') return void response.writeHead(200).end('ok\n');
    // The shell's files are nginx's to serve.
    if (!pages.isPage(request.method, pathname)) return void response.writeHead(404).end('not a page\n');
    void pages.answer(request, response);
  });
  // Listening once warm: until then nginx answers index.html.
  void pages.warmedUp.then(() =>
    server.listen(port, host, () => console.log(`first screen at http://${host}:${port}`)),
  );
  const metricsPort = Number(env.METRICS_PORT ?? 0);
  if (metricsPort) pages.listenForMetrics(metricsPort, env.METRICS_HOST ?? host);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
