import remoteList from './remotes.json';

/**
 * One remote section, as remotes.json lists them (the one list: the shell, the studio, `scripts/` and the e2e
 * suite read it): its federation name, its folder, its section (its place under `/apps/` and its
 * FANHUB_REMOTE_<SECTION> variable), what fans call it, its local port, the paths of the site it draws, and
 * whether it has studio pages.
 */
export interface RemoteSection {
  name: string;
  app: string;
  section: string;
  label: string;
  port: number;
  paths: string[];
  /** Whether it has studio pages (a `./Studio`, in its `studio/` folder) for the studio to load. */
  studio: boolean;
}

export const REMOTE_SECTIONS: readonly RemoteSection[] = remoteList;

/**
 * The fan routes whose first screen the server draws into the HTML (docs/architecture.md section 11); any other
 * page is drawn by the browser alone.
 */
export const DRAWN_ROUTES: readonly string[] = [
  '/',
  '/fanspick',
  '/fanspick/:votingId',
  '/fanspick/project/:projectId',
  '/fanfunding',
  '/fanfunding/:campaignId',
  '/events',
  '/event/:eventId',
];

/**
 * The shell's chunk of everything a page runs on (React, MobX, the router): named by the build
 * (scripts/webpack/first-screen-chunks.ts), asked for with a drawn page's picture by the first-screen server
 * (shell/src/server/first-screen.ts, ADR-264).
 */
export const FRAMEWORK_CHUNK = 'framework';

/**
 * What each remote's build publishes beside its mf-manifest.json for the first-screen server
 * (docs/architecture.md section 11): this file, naming the Node module that draws its pages and its build.
 * Written by scripts/webpack/first-screen-bundle.ts, read by shell/src/server/remote-first-screens.ts.
 */
export const FIRST_SCREEN_MODULE_INFO = 'server/first-screen.json';

export interface FirstScreenModuleInfo {
  /** The module, beside this file (`first-screen.<hash>.js`). */
  file: string;
  /** The remote's build, as its mf-manifest.json names it. */
  buildVersion: string;
}
