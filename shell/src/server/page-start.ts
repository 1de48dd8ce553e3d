import type { RemoteModuleId, RemoteName } from '../federation/remote-modules';
import { PAGE_SETTINGS_ID, type PageSettings } from '../first-screen/page-settings';
import type { RemoteFirstScreens } from './remote-first-screens';
import { scriptSafeJson } from './script-safe-json';

/** Where fans' browsers find the API and the remotes: config.json and remotes.json as the site serves them. */
export interface BrowserSettings {
  config: unknown;
  remotes: Record<RemoteName, string>;
}

/** What a drawn page reads of a remote's mf-manifest.json. */
interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The files the browser loads for module `expose` of a remote, with the remote's manifest at `manifestUrl`. */
function filesOf(manifest: Manifest, expose: string, manifestUrl: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const module = manifest.exposes.find(({ path }) => path === `./${expose}`);
  if (!module) throw new Error(`${manifestUrl} exposes no ./${expose}`);
  return [`${remoteEntry.path}${remoteEntry.name}`, ...module.assets.js.sync].map(
    (file) => new URL(file, base).href,
  );
}

/**
 * The settings element (first-screen/page-settings.ts) and the preloads of each module's files (its remote's entry,
 * its own chunks) a page showing `modules` starts with (ADR-240), so the browser loads them with the shell's; the
 * manifests are read where this server reaches the remotes, the files named for fans.
 */
export async function pageStart(
  modules: RemoteModuleId[],
  browser: BrowserSettings,
  remotes: RemoteFirstScreens,
  signal: AbortSignal,
): Promise<{ settings: string; preloads: string }> {
  const names = [...new Set(modules.map((id) => id.split('/')[0] as RemoteName))];
  const manifests = new Map(
    await Promise.all(
      names.map(async (name) => [name, (await remotes.manifest(name, signal)) as Manifest] as const),
    ),
  );
  const files = modules.flatMap((id) => {
    const [name, expose] = id.split('/') as [RemoteName, string];
    return filesOf(manifests.get(name)!, expose, browser.remotes[name]);
  });
  const settings: PageSettings = {
    config: browser.config,
    remotes: browser.remotes,
    manifests: Object.fromEntries(names.map((name) => [browser.remotes[name], manifests.get(name)])),
  };
  return {
    settings: `<script type="application/json" id="${PAGE_SETTINGS_ID}">${scriptSafeJson(settings)}</script>`,
    preloads: [...new Set(files)]
      .map((file) => `<link rel="preload" as="script" href="${attribute(file)}">`)
      .join(''),
  };
}
