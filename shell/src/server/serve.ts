import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { REMOTE_LIST, type RemoteEntries } from '../config/remotes';
import { createPageServer } from './page-server';

/** Reads a setting the server cannot start without. */
function required(env: NodeJS.ProcessEnv, name: string, example: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set (e.g. ${example})`);
  return value;
}

/**
 * The first-screen server as production runs it (the `first-screen` service of docker-compose.yml): fans' pages
 * only, behind the shell's nginx, which serves the files and falls back to index.html when this server does not
 * answer. Settings (docs/configuration.md): FANHUB_FIRST_SCREEN_API_URL (else FANHUB_API_URL), where this server
 * reaches the API; FANHUB_REMOTE_<SECTION>, where it reaches each remote's mf-manifest.json;
 * FANHUB_FIRST_SCREEN_BUDGET_MS; PORT and HOST; METRICS_PORT and METRICS_HOST (none when unset or 0).
 */
export function serveFirstScreen(env: NodeJS.ProcessEnv = process.env): void {
  // The shell's build: this module is its server/first-screen.js.
  const build = env.FANHUB_APP_ROOT ?? path.resolve(__dirname, '..');
  const pages = createPageServer({
    template: readFileSync(path.join(build, 'index.html'), 'utf8'),
    apiUrl:
      env.FANHUB_FIRST_SCREEN_API_URL ??
      required(env, 'FANHUB_API_URL', 'FANHUB_FIRST_SCREEN_API_URL=http://api:4000/v1'),
    remotes: Object.fromEntries(
      REMOTE_LIST.map(({ name, section }) => {
        const variable = `FANHUB_REMOTE_${section.toUpperCase()}`;
        return [name, required(env, variable, `${variable}=http://mfe-${section}:8080/mf-manifest.json`)];
      }),
    ) as RemoteEntries,
    budgetMs: env.FANHUB_FIRST_SCREEN_BUDGET_MS ? Number(env.FANHUB_FIRST_SCREEN_BUDGET_MS) : undefined,
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
  // Ready once its first page is drawn (or found it could not be): until then nginx answers index.html.
  void pages.warmedUp.then(() =>
    server.listen(port, host, () => console.log(`first screen at http://${host}:${port}`)),
  );
  const metricsPort = Number(env.METRICS_PORT ?? 0);
  if (metricsPort) pages.listenForMetrics(metricsPort, env.METRICS_HOST ?? host);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
