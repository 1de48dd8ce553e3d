// Draws a fan route's first screen into the shell's index.html within a budget, or answers the page the browser
// draws alone (docs/architecture.md section 11).
import { setRuntimeConfig } from '@fanhub/shared-auth';
import { matchPath } from '@fanhub/shared-ui';
import { DRAWN_ROUTES, FRAMEWORK_CHUNK } from '@fanhub/site';
import type { RemoteName } from '../federation/remote-modules';
import { FIRST_SCREEN_SCRIPTS_ID } from '../first-screen/first-screen-scripts';
import { firstScreenModulesAt } from '../app/remote-pages';
import { drawPage } from './draw-page';
import { pageStart, type BrowserSettings } from './page-start';
import { RemoteFirstScreens } from './remote-first-screens';

/** How long a page may take to draw before the browser is left to draw it. */
export const DEFAULT_BUDGET_MS = 300;

export interface FirstScreenOptions {
  /** The shell's built index.html. */
  template: string;
  /** The build's `first-screen.js` (shell/src/first-screen-start.ts), inlined into each drawn page (ADR-260). */
  startScript: string;
  /** Where this server reaches the API (`…/v1`). */
  apiUrl: string;
  /** Each remote's mf-manifest.json, as the shell's remotes.json names it. */
  remotes: Record<RemoteName, string>;
  budgetMs?: number;
}

export interface FirstScreenPage {
  html: string;
  /** Or why not: not a drawn route, past the budget, or failed (the API or a remote down, a crash). */
  outcome: 'drawn' | 'not-drawn' | 'late' | 'failed';
}

const ROOT = /<div id="?root"?><\/div>/;
/** What React writes first in a page (the preload of its `fetchpriority="high"` picture): moved to the head. */
const HOISTED_RESOURCES = /^(?:<link [^>]*>)+/;
const SCRIPT_PRELOADS = /<link rel="?preload"? as="?script"?[^>]*>/g;
const PAGE_SCRIPTS = /<script [^>]*src=[^>]*><\/script>/g;
/** The framework's file (half of the page's JavaScript), asked for with the picture at low priority (ADR-264). */
const FRAMEWORK_PRELOAD = new RegExp(`href="?/${FRAMEWORK_CHUNK}\\.`);
const isFramework = (preload: string) => FRAMEWORK_PRELOAD.test(preload);

/**
 * A drawn page's template: its resources first in the head, then the framework's preload, then the other script
 * preloads and the scripts held in a <template> until the picture is painted (ADR-226, ADR-228, ADR-264).
 */
function holdScripts(template: string): (resources: string, sectionPreloads: string) => string {
  const preloads = template.match(SCRIPT_PRELOADS) ?? [];
  const early = preloads.filter(isFramework).map((tag) => tag.replace(/\/?>$/, ' fetchpriority="low">'));
  const held = preloads.filter((tag) => !isFramework(tag)).join('');
  const scripts = (template.match(PAGE_SCRIPTS) ?? []).join('');
  const withoutScripts = template.replace(SCRIPT_PRELOADS, '').replace(PAGE_SCRIPTS, '');
  return (resources, sectionPreloads) =>
    withoutScripts.replace(
      '</head>',
      () =>
        `${resources}${early.join('')}<template id="${FIRST_SCREEN_SCRIPTS_ID}">${held}${sectionPreloads}${scripts}</template></head>`,
    );
}

/**
 * The start inline, run as soon as the page is parsed (a file of its own would cost a round trip during which a
 * tap is lost); the page's Content-Security-Policy allows it by its hash (page-server.ts).
 */
function inlineStart(startScript: string): string {
  if (/<\/script|<!--/i.test(startScript))
    throw new Error('the first-screen start cannot be inlined: it holds </script or <!--');
  return `<script>${startScript}</script>`;
}

/** Settles never, or rejects when the budget runs out. */
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
  // A call still waiting when the page's budget runs out serves nobody.
  setRuntimeConfig({ apiBaseUrl: apiUrl, requestTimeoutMs: budgetMs });
  const remoteFirstScreens = new RemoteFirstScreens(remotes);
  const drawnTemplate = holdScripts(template);
  const startTag = inlineStart(startScript);

  /** The page at `location`; with the `browser`'s settings it carries them and its sections' preloads (ADR-240). */
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
