import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as sharedAuth from '@fanhub/shared-auth';
import * as sharedUi from '@fanhub/shared-ui';
import * as details from '@fanhub/shared-ui/details';
import * as spending from '@fanhub/shared-ui/spending';
import * as tally from '@fanhub/shared-ui/tally';
import { FIRST_SCREEN_MODULE_INFO, type FirstScreenModuleInfo } from '@fanhub/site';
import type { RemoteModuleId, RemoteModules, RemoteName } from '../federation/remote-modules';

/** The packages a remote's server module takes from the shell's, as its browser code takes them at runtime. */
const SHARED: Record<string, unknown> = {
  '@fanhub/shared-auth': sharedAuth,
  '@fanhub/shared-ui': sharedUi,
  '@fanhub/shared-ui/details': details,
  '@fanhub/shared-ui/spending': spending,
  '@fanhub/shared-ui/tally': tally,
};
/** The other singletons (React, MUI, Emotion, MobX) are this server's own Node packages. */
const nodeRequire = createRequire(__filename);
const requireShared = (id: string) => SHARED[id] ?? nodeRequire(id);

/** A remote's server module: each exposed module by its federation key (`./App`). */
type Exposed = Record<string, { default: unknown }>;

/** Runs a remote's server module (CommonJS) with the shell's shared packages; answers what it exposes. */
function evaluate(source: string, url: string): Exposed {
  const module = { exports: {} as Exposed };
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${source}\n})`, {
    filename: url,
  }) as (module: { exports: Exposed }, exports: Exposed, require: (id: string) => unknown) => void;
  wrapper(module, module.exports, requireShared);
  return (module.exports as { default?: Exposed }).default ?? module.exports;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** How long fetching and running a remote's module may take, beyond a page's budget (see `moduleAt`). */
const MODULE_LOAD_TIMEOUT_MS = 15_000;

/**
 * Each remote's first-screen module, as deployed: every page asks which module is current (a small JSON file), so
 * a remote's redeploy reaches the next page; a module is fetched and run once per build.
 */
export class RemoteFirstScreens {
  private readonly current = new Map<RemoteName, { file: string; exposed: Exposed }>();
  private readonly loading = new Map<string, Promise<Exposed>>();

  constructor(private readonly manifests: Record<RemoteName, string>) {}

  /** The remote's module `id` (`mfe_fanfunding/App`) as deployed now, and its build. */
  async load<Id extends RemoteModuleId>(
    id: Id,
    signal: AbortSignal,
  ): Promise<{ module: RemoteModules[Id]; buildVersion: string }> {
    const [name, expose] = id.split('/') as [RemoteName, string];
    const base = new URL('.', this.manifests[name]);
    const info = JSON.parse(
      await fetchText(new URL(FIRST_SCREEN_MODULE_INFO, base).href, signal),
    ) as FirstScreenModuleInfo;
    let loaded = this.current.get(name);
    if (loaded?.file !== info.file) {
      loaded = { file: info.file, exposed: await this.moduleAt(new URL(`server/${info.file}`, base).href) };
      this.current.set(name, loaded);
    }
    const module = loaded.exposed[`./${expose}`];
    if (!module) throw new Error(`${name} exposes no ./${expose} to the first-screen server`);
    return { module: module as RemoteModules[Id], buildVersion: info.buildVersion };
  }

  /** The remote's mf-manifest.json as deployed now (a drawn page carries it, page-start.ts). */
  async manifest(name: RemoteName, signal: AbortSignal): Promise<unknown> {
    return JSON.parse(await fetchText(this.manifests[name], signal)) as unknown;
  }

  /** The module at `url`, loaded once for all pages asking; past a page's budget, it is ready for the next. */
  private moduleAt(url: string): Promise<Exposed> {
    let module = this.loading.get(url);
    if (!module) {
      module = fetchText(url, AbortSignal.timeout(MODULE_LOAD_TIMEOUT_MS))
        .then((source) => evaluate(source, url))
        .finally(() => this.loading.delete(url));
      this.loading.set(url, module);
    }
    return module;
  }
}
