import { createContext } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from '../config/remotes';
import { nextTask } from '../first-screen/yielding';

/** Every module the shell loads from a remote, typed by the declarations in types/remotes.d.ts. */
export interface RemoteModules {
  'mfe_fanspick/App': typeof import('mfe_fanspick/App');
  'mfe_fanspick/HomeSection': typeof import('mfe_fanspick/HomeSection');
  'mfe_fanfunding/App': typeof import('mfe_fanfunding/App');
  'mfe_fanfunding/HomeSection': typeof import('mfe_fanfunding/HomeSection');
  'mfe_events/App': typeof import('mfe_events/App');
  'mfe_events/HomeSection': typeof import('mfe_events/HomeSection');
  'mfe_member/App': typeof import('mfe_member/App');
}
export type RemoteModuleId = keyof RemoteModules;
/** The remotes' federation names, as their modules name them (`mfe_fanspick`). */
export type RemoteName = RemoteModuleId extends `${infer Name}/${string}` ? Name : never;

let entries: RemoteEntries | undefined;
/** Each module loaded in this page, so a page the server drew hydrates with it at once (remote-mount.tsx). */
const loaded = new Map<RemoteModuleId, unknown>();

export const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

export function registerFanhubRemotes(remoteEntries: RemoteEntries): void {
  entries = remoteEntries;
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

/** Forgets what was loaded (or failed to load) from a remote, so the next load fetches it afresh. */
export function reRegisterRemote(name: RemoteName): void {
  if (entries) registerRemotes([{ name, entry: entries[name] }], { force: true });
}

/**
 * Loads a remote's module: its files first, then its code evaluated in a task of its own (with the remote's entry
 * in one task, a section's whole code held a phone's main thread too long; ADR-226). A module the resilience
 * plugin answers instead (a fallback) comes as a module, not a factory.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const answer = await loadRemote<RemoteModules[Id] | (() => RemoteModules[Id])>(id, {
    loadFactory: false,
    from: 'runtime',
  });
  if (!answer) throw new Error(`remote module ${id} did not load`);
  let module: RemoteModules[Id];
  if (typeof answer === 'function') {
    await nextTask();
    module = answer();
  } else {
    module = answer;
  }
  loaded.set(id, module);
  return module;
}

/** How a mount loads its module: through the federation runtime; the first-screen server provides its own. */
export type RemoteModuleLoader = <Id extends RemoteModuleId>(id: Id) => Promise<RemoteModules[Id]>;
export const RemoteModuleLoaderContext = createContext<RemoteModuleLoader>(loadRemoteModule);

/** The module, when this page has loaded it already. */
export const loadedRemoteModule = <Id extends RemoteModuleId>(id: Id) =>
  loaded.get(id) as RemoteModules[Id] | undefined;

/**
 * Starts downloading a remote module's files (its entry and the chunks its manifest lists) without running them:
 * called for the page a fan opens, they arrive while the shell renders instead of after. A failure is left to
 * the page's own load, which retries and shows the fallback.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  const [name, expose] = id.split('/');
  preloadRemote([{ nameOrAlias: name!, exposes: [`./${expose}`] }]).catch(() => undefined);
}

/**
 * Loads the modules a page the server drew shows, before it hydrates: hydrated with them at once, its sections
 * keep the server's HTML and never show a skeleton. One that fails is left to its mount (fallback and retry).
 */
export const loadBeforeHydration = (ids: RemoteModuleId[]) =>
  Promise.all(ids.map((id) => loadRemoteModule(id).catch(() => undefined)));
