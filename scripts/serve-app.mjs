#!/usr/bin/env node
// Serves one app's production build (its dist/ folder) on its own port, the way the app's nginx does in
// production (deploy/nginx/app.conf.template): the build's precompressed .br/.gz files, the same cache rules,
// the same security headers and Content-Security-Policy (deploy/nginx/content-security-policy).
//   node scripts/serve-app.mjs --app shell            (port from PORT, else the app's default)
// The shell and the studio also answer /remotes.json, every app /config.json, written from the environment
// (docs/configuration.md). The shell answers its fan routes with their first screen drawn (docs/architecture.md
// section 11) by the first-screen module its build wrote (dist/server/first-screen.js).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'site', 'src', 'remotes.json'), 'utf8'));
/** Each app's local port: the shell's, the remotes' from the site's map, and the studio's. */
const APPS = {
  shell: { port: 3000 },
  ...Object.fromEntries(REMOTES.map((remote) => [remote.app, { port: remote.port }])),
  studio: { port: 3005 },
};

/** Runtime configuration every app reads: where the API is. */
const runtimeConfig = (env = process.env) => ({
  apiBaseUrl: env.FANHUB_API_URL ?? 'http://localhost:4000/v1',
  webVitalsSampleRate: Number(env.FANHUB_WEB_VITALS_SAMPLE_RATE ?? '1'),
});

/** The shell's remotes.json: each remote's manifest, from FANHUB_REMOTE_<SECTION> or its local default. */
function remoteEntries(env = process.env) {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      env[`FANHUB_REMOTE_${remote.section.toUpperCase()}`] ??
        `http://localhost:${remote.port}/mf-manifest.json`,
    ]),
  );
}

/**
 * The studio's remotes.json: where each section's studio pages are (`<remote>/studio/mf-manifest.json`), from
 * FANHUB_STUDIO_REMOTE_<SECTION>, else next to the section's fan remote.
 */
function studioEntries(env = process.env) {
  const fanEntries = remoteEntries(env);
  return Object.fromEntries(
    REMOTES.filter((remote) => remote.studio).map((remote) => [
      remote.section,
      env[`FANHUB_STUDIO_REMOTE_${remote.section.toUpperCase()}`] ??
        fanEntries[remote.name].replace(/mf-manifest\.json$/, 'studio/mf-manifest.json'),
    ]),
  );
}

/** Hashed files never change under their name; everything else (index.html, main.js, manifests) names them. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map|\.LICENSE\.txt)?$/;
const cacheControl = (pathname) =>
  HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

const originOf = (url) => new URL(url).origin;

/** The policy nginx sends, from the same file, for this app's API and (the shell) remote origins. */
function contentSecurityPolicy(app, env = process.env) {
  const remotes = { shell: remoteEntries, studio: studioEntries }[app];
  const configured = [runtimeConfig(env).apiBaseUrl, ...(remotes ? Object.values(remotes(env)) : [])];
  const values = {
    FANHUB_APP_ORIGINS: [...new Set(configured.map(originOf))].sort().join(' '),
    FANHUB_PAYMENT_ORIGINS: env.FANHUB_PAYMENT_ORIGINS ?? 'https://app.midtrans.com https://api.midtrans.com',
    // As render.sh: the studio's door compiles its QR reader's WebAssembly (ADR-254).
    FANHUB_STUDIO_SCRIPTS: app === 'studio' ? "'wasm-unsafe-eval'" : '',
  };
  return readFileSync(path.join(ROOT, 'deploy', 'nginx', 'content-security-policy'), 'utf8')
    .replace(/\$\{(\w+)\}/g, (_, name) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ ;/g, ';')
    .trim();
}

function securityHeaders(app, env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app, env),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Access-Control-Allow-Origin': '*',
  };
}

/**
 * The shell's page server (shell/src/server/page-server.ts), or undefined when its build has no first-screen module
 * or FANHUB_FIRST_SCREEN=off. It reaches the API and the remotes where fans do (firstScreenSettings in
 * shell/src/server/serve.ts), unless FANHUB_FIRST_SCREEN_API_URL names a nearer address; METRICS_PORT opens its
 * Prometheus listener.
 */
function pageServerOf(app, env, headers) {
  const dist = buildDirOf(app, env);
  const module = path.join(dist, 'server', 'first-screen.js');
  if (app !== 'shell' || env.FANHUB_FIRST_SCREEN === 'off' || !existsSync(module)) return undefined;
  // React's production build, as the browser's (the development one checks and warns on every render).
  process.env.NODE_ENV ??= 'production';
  const { createPageServer, firstScreenSettings } = createRequire(import.meta.url)(module);
  const pages = createPageServer({
    template: readFileSync(path.join(dist, 'index.html'), 'utf8'),
    startScript: readFileSync(path.join(dist, 'first-screen.js'), 'utf8'),
    ...firstScreenSettings(env),
    headers,
    browserSettings: { config: runtimeConfig(env), remotes: remoteEntries(env) },
  });
  if (Number(env.METRICS_PORT ?? 0)) pages.listenForMetrics(Number(env.METRICS_PORT), '127.0.0.1');
  return pages;
}

/** The folder of the app's build: FANHUB_APP_ROOT (a release switched in), else its dist/. */
const buildDirOf = (app, env) => env.FANHUB_APP_ROOT ?? path.join(ROOT, app, 'dist');

function createAppServer(app, env = process.env) {
  const headers = securityHeaders(app, env);
  const pages = pageServerOf(app, env, headers);
  const filesOf = (folder, single) =>
    sirv(folder, {
      single,
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders(response, pathname) {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        response.setHeader('Cache-Control', cacheControl(pathname));
      },
    });
  const assets = filesOf(buildDirOf(app, env), true);
  // A section's studio pages (dist/studio/) may be built after its server started (`npm start` builds them once
  // fans are served): sirv lists a folder's files once, so that folder is listed when the studio first asks.
  const studioFolder = path.join(buildDirOf(app, env), 'studio');
  let studioAssets;
  const studioFiles = () =>
    studioAssets ?? (existsSync(studioFolder) ? (studioAssets = filesOf(studioFolder, false)) : undefined);
  const json = (response, body) => {
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(JSON.stringify(body));
  };
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/config.json') return json(response, runtimeConfig(env));
    if (pathname === '/remotes.json' && app === 'shell') return json(response, remoteEntries(env));
    if (pathname === '/remotes.json' && app === 'studio') return json(response, studioEntries(env));
    if (pages && pages.isPage(request.method, pathname)) return void pages.answer(request, response);
    const notFound = () => void response.writeHead(404).end('Not found');
    if (pathname.startsWith('/studio/') && app !== 'studio' && app !== 'shell') {
      const files = studioFiles();
      if (!files) return notFound();
      // sirv answers paths below the folder it serves.
      request.url = request.url.slice('/studio'.length);
      return files(request, response, notFound);
    }
    assets(request, response, notFound);
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
