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
