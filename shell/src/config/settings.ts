import { registerPlugins } from '@module-federation/enhanced/runtime';
import { applyRuntimeConfig, loadRuntimeConfig } from '@fanhub/shared-auth';
import { drawnManifestsPlugin } from '../federation/drawn-manifests-plugin';
import { readPageSettings } from '../first-screen/page-settings';
import { loadRemoteEntries, remoteEntriesFrom, type RemoteEntries } from './remotes';

/**
 * The shell's settings (where the API is) taken, and where each remote is: from the drawn page when it carries
 * them, with its remotes' manifests (ADR-240); else fetched from config.json and remotes.json.
 */
export async function loadShellSettings(): Promise<RemoteEntries> {
  const carried = readPageSettings();
  if (carried) {
    applyRuntimeConfig(carried.config, 'the drawn page');
    registerPlugins([drawnManifestsPlugin(carried.manifests)]);
    return remoteEntriesFrom(carried.remotes);
  }
  const [, remoteEntries] = await Promise.all([
    loadRuntimeConfig('/config.json'),
    loadRemoteEntries('/remotes.json'),
  ]);
  return remoteEntries;
}
