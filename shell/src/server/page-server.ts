import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { createFirstScreen, type FirstScreenOptions } from './first-screen';
import type { BrowserSettings } from './page-start';

/** Brotli at a level fast enough for every page (about a millisecond for the home page). */
const compressPage = (html: string) =>
  promisify(brotliCompress)(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });

/** A fan's page: a route, not a file. */
const isPage = (method: string | undefined, pathname: string) =>
  (method === 'GET' || method === 'HEAD') && !/\.\w+$/.test(pathname);

/** What Prometheus reads: each page's outcome and how long it took. */
function pageMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const byOutcome = { labelNames: ['outcome'] as const, registers: [registry] };
  const pages = new Counter({
    name: 'fanhub_first_screen_pages_total',
    help: "Fans' pages answered, by outcome: drawn, not-drawn, late (past the budget) or failed",
    ...byOutcome,
  });
  const seconds = new Histogram({
    name: 'fanhub_first_screen_duration_seconds',
    help: 'Time to answer a page, by outcome',
    buckets: [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1],
    ...byOutcome,
  });
  return { registry, pages, seconds };
}

/** Draws at start: each past the budget leaves the remotes' modules loading for the next. */
const WARM_UP_DRAWS = 20;

/** Draws the home page until it is drawn within the budget or cannot be (the API or a remote down). */
async function warmUp(renderPage: ReturnType<typeof createFirstScreen>): Promise<void> {
  for (let draw = 1; draw <= WARM_UP_DRAWS; draw++) {
    if ((await renderPage('/')).outcome !== 'late') return;
  }
}

export interface PageServerOptions extends FirstScreenOptions {
  /** Headers every page carries (without nginx in front: the security headers). */
  headers?: Record<string, string>;
  /**
   * config.json's and remotes.json's settings, without nginx in front. Unset, they come in each request's
   * `X-Fanhub-Settings`, which nginx sets (deploy/nginx/pages-first-screen.conf.template).
   */
  browserSettings?: BrowserSettings;
}

/**
 * The headers allowing the inline start (ADR-260) by its hash: in the policy given, or in `X-Fanhub-Page-Scripts`
 * for nginx to write into its own (deploy/nginx/render.sh), so the policy always matches this release's start.
 */
export function allowingStart(headers: Record<string, string>, startScript: string): Record<string, string> {
  const hash = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
  const policy = headers['Content-Security-Policy'];
  if (!policy) return { ...headers, 'X-Fanhub-Page-Scripts': hash };
  return {
    ...headers,
    'Content-Security-Policy': policy.replace("script-src 'self'", `script-src 'self' ${hash}`),
  };
}

/** The settings nginx passed with a page's request, when they parse. */
function settingsPassedWith(request: IncomingMessage): BrowserSettings | undefined {
  const passed = request.headers['x-fanhub-settings'];
  if (typeof passed !== 'string') return undefined;
  try {
    const settings = JSON.parse(passed) as Partial<BrowserSettings>;
    return typeof settings.remotes === 'object' && settings.remotes
      ? (settings as BrowserSettings)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Answers fans' pages, drawn or not (`X-Fanhub-First-Screen` says why), compressed, counted for `/metrics`. */
export function createPageServer({ headers = {}, browserSettings, ...options }: PageServerOptions) {
  const renderPage = createFirstScreen(options);
  const pageHeaders = allowingStart(headers, options.startScript);
  const metrics = pageMetrics();
  const warmedUp = warmUp(renderPage);

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const stop = metrics.seconds.startTimer();
    const { html, outcome } = await renderPage(
      request.url ?? '/',
      browserSettings ?? settingsPassedWith(request),
    );
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = brotli ? await compressPage(html) : html;
    response.writeHead(200, {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Fanhub-First-Screen': outcome,
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    metrics.pages.inc({ outcome });
    stop({ outcome });
  }

  /** `GET /metrics` on a listener fans never reach; a port already taken costs the metrics, never the pages. */
  function listenForMetrics(port: number, host: string): void {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('metrics are at /metrics\n');
        return;
      }
      void metrics.registry
        .metrics()
        .then((text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text));
    });
    server.on('error', (error) =>
      console.error(`fanhub first screen: no metrics on ${host}:${port}:`, error),
    );
    server.listen(port, host, () => console.log(`first-screen metrics at http://${host}:${port}/metrics`));
    server.unref();
  }

  return { isPage, answer, listenForMetrics, warmedUp };
}
