// Draws a fan route's first screen into the shell's index.html (docs/architecture.md section 11), within a
// budget, or answers the page the browser draws alone.
import { setRuntimeConfig } from '@fanhub/shared-auth';
import { matchPath } from '@fanhub/shared-ui';
import { DRAWN_ROUTES } from '@fanhub/site';
import type { RemoteName } from '../federation/remote-modules';
import { FIRST_SCREEN_SCRIPTS_ID } from '../first-screen/first-screen-scripts';
import { firstScreenModulesAt } from '../app/remote-pages';
import { drawPage } from './draw-page';
import { pageStart, type BrowserSettings } from './page-start';
import { RemoteFirstScreens } from './remote-first-screens';

/** How long a page may take to draw before the browser is left to draw it. */
export const DEFAULT_BUDGET_MS = 300;

export interface FirstScreenOptions {
  /** The shell's index.html, as built. */
  template: string;
  /**
   * The shell's first-screen start (its build's `first-screen.js`), written into each drawn page: it holds the fan's
   * taps from the moment the page shows (ADR-260) and starts the page's scripts once the picture is painted.
   */
  startScript: string;
  /** Where this server reaches the API (`…/v1`); the pages' own links come from the API's answers. */
  apiUrl: string;
  /** Each remote's mf-manifest.json, as the shell's remotes.json names it. */
  remotes: Record<RemoteName, string>;
  budgetMs?: number;
}

/**
 * `drawn`: the HTML shows the first screen; otherwise it is the page the browser draws alone, because the route
 * is not one the server draws (`not-drawn`), drawing took longer than the budget (`late`), or failed (`failed`:
 * the API or a remote down, a crash).
 */
export type FirstScreenOutcome = 'drawn' | 'not-drawn' | 'late' | 'failed';

export interface FirstScreenPage {
  html: string;
  outcome: FirstScreenOutcome;
}

/** Where the page goes in the shell's index.html (minified or not). */
const ROOT = /<div id="?root"?><\/div>/;

/**
 * The resources React puts first in a drawn page (the preload of the first screen's `fetchpriority="high"`
 * image): moved to the head, so the phone asks for the page's largest paint first.
 */
const HOISTED_RESOURCES = /^(?:<link [^>]*>)+/;
/**
 * The preloads of the first screen's chunks and the page's own scripts (its entry, `<script defer src=/main.js>`),
 * which a drawn page holds in a <template> until its picture is painted (ADR-226, ADR-228): on a phone's link they
 * would share the bandwidth with the picture, and the entry's start the main thread.
 */
const SCRIPT_PRELOADS = /<link rel="?preload"? as="?script"?[^>]*>/g;
const PAGE_SCRIPTS = /<script [^>]*src=[^>]*><\/script>/g;

/**
 * The template for a drawn page, given the resources to hoist and the preloads of its sections' files: the scripts
 * and every preload held in a <template> (shell/src/first-screen/first-screen-scripts.ts), the resources before it.
 */
function holdScripts(template: string): (resources: string, sectionPreloads: string) => string {
  const preloads = (template.match(SCRIPT_PRELOADS) ?? []).join('');
  const scripts = (template.match(PAGE_SCRIPTS) ?? []).join('');
  const withoutScripts = template.replace(SCRIPT_PRELOADS, '').replace(PAGE_SCRIPTS, '');
  return (resources, sectionPreloads) =>
    withoutScripts.replace(
      '</head>',
      () =>
        `${resources}<template id="${FIRST_SCREEN_SCRIPTS_ID}">${preloads}${sectionPreloads}${scripts}</template></head>`,
    );
}

/**
 * The start as an inline script, run as soon as the drawn page is parsed: a separate file would cost the phone a
 * round trip (about 0.6 s on slow 4G) during which the page shows and a tap on it is lost. The page's
 * Content-Security-Policy allows it by its hash, which the page server names with each page (page-server.ts).
 */
function inlineStart(startScript: string): string {
  // Either would end the script early (or change how the HTML parser reads it).
  if (/<\/script|<!--/i.test(startScript))
    throw new Error('the first-screen start cannot be inlined: it holds </script or <!--');
  return `<script>${startScript}</script>`;
}

/** Settles never, or rejects when the budget runs out (whatever the drawing is still waiting for). */
const late = (budget: AbortSignal) =>
  new Promise<never>((_, reject) => budget.addEventListener('abort', () => reject(budget.reason)));

export function createFirstScreen({
  template,
  startScript,
  apiUrl,
  remotes,
  budgetMs = DEFAULT_BUDGET_MS,
}: FirstScreenOptions) {
  if (!ROOT.test(template)) throw new Error(`the shell's index.html has no <div id="root"></div>`);
  // A call still waiting when the page's budget runs out serves nobody: it is closed then.
  setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: budgetMs });
  const remoteFirstScreens = new RemoteFirstScreens(remotes);
  const drawnTemplate = holdScripts(template);
  const startTag = inlineStart(startScript);

  /**
   * The page at `location` (path and query), its first screen drawn when it can be within the budget; with the
   * `browser`'s settings, it carries them and the preloads of its sections' files (ADR-240).
   */
  return async function renderPage(location: string, browser?: BrowserSettings): Promise<FirstScreenPage> {
    const { pathname } = new URL(location, 'http://fanhub');
    if (!DRAWN_ROUTES.some((route) => matchPath(route, pathname))) {
      return { html: template, outcome: 'not-drawn' };
    }
    const budget = AbortSignal.timeout(budgetMs);
    try {
      const start = browser
        ? pageStart(firstScreenModulesAt(pathname), browser, remoteFirstScreens, budget)
        : undefined;
      const [page, { settings, preloads } = { settings: '', preloads: '' }] = await Promise.race([
        Promise.all([drawPage(location, remoteFirstScreens, budget), start]),
        late(budget),
      ]);
      const [resources = ''] = HOISTED_RESOURCES.exec(page.html) ?? [];
      const html = drawnTemplate(resources, preloads)
        .replace('</head>', () => `${page.styles}</head>`)
        .replace(/<noscript>.*?<\/noscript>/s, '')
        .replace(
          ROOT,
          () => `<div id="root">${page.html.slice(resources.length)}</div>${page.data}${settings}${startTag}`,
        );
      return { html, outcome: 'drawn' };
    } catch (error) {
      if (budget.aborted) return { html: template, outcome: 'late' };
      console.warn(`fanhub first screen: ${location} drawn by the browser:`, error);
      return { html: template, outcome: 'failed' };
    }
  };
}
