#!/usr/bin/env node
// Serves one app's production build (its dist/ folder) on its own port, as a CDN or nginx would:
//   node scripts/serve-app.mjs --app shell            (port from PORT, else the app's default)
// The shell also answers /config.json and /remotes.json, written from the environment (see README).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = {
  shell: { port: 3000 },
  'mfe-fanspick': { port: 3001, remote: 'mfe_fanspick' },
  'mfe-fanfunding': { port: 3002, remote: 'mfe_fanfunding' },
  'mfe-events': { port: 3003, remote: 'mfe_events' },
  'mfe-member': { port: 3004, remote: 'mfe_member' },
};

/** Runtime configuration every app reads: where the API is. */
const runtimeConfig = (env = process.env) => ({
  apiBaseUrl: env.FANHUB_API_URL ?? 'http://localhost:4000/v1',
});

/** The shell's remotes.json: each remote's manifest, from FANHUB_REMOTE_<NAME> or its local default. */
function remoteEntries(env = process.env) {
  return Object.fromEntries(
    Object.values(APPS)
      .filter((app) => app.remote)
      .map((app) => {
        const variable = `FANHUB_REMOTE_${app.remote.replace(/^mfe_/, '').toUpperCase()}`;
        return [app.remote, env[variable] ?? `http://localhost:${app.port}/mf-manifest.json`];
      }),
  );
}

const NEVER_CACHED = /(^\/$|\.html$|remoteEntry\.js$|mf-manifest\.json$|mf-stats\.json$)/;

function createAppServer(app, env = process.env) {
  const assets = sirv(path.join(ROOT, app, 'dist'), {
    single: true,
    dev: false,
    etag: true,
    setHeaders(response, pathname) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader(
        'Cache-Control',
        NEVER_CACHED.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const json = (response, body) => {
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(JSON.stringify(body));
  };
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/config.json') return json(response, runtimeConfig(env));
    if (pathname === '/remotes.json' && app === 'shell') return json(response, remoteEntries(env));
    assets(request, response, () => {
      response.writeHead(404).end('Not found');
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const app = values.app;
  if (!app || !(app in APPS)) {
    console.error(`usage: serve-app.mjs --app ${Object.keys(APPS).join('|')} [--port N] [--host H]`);
    process.exit(2);
  }
  const port = Number(values.port ?? process.env.PORT ?? APPS[app].port);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const server = createAppServer(app).listen(port, host, () =>
    console.log(`${app} at http://${host}:${port}`),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
