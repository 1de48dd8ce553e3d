import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES } from '../config/remotes';
import type { RemoteName } from './remote-modules';
import { RemoteFallback } from './remote-fallback';
import { noteRemoteFailed } from './remote-loads-plugin';
import { reRegisterRemote } from './remote-modules';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;

/**
 * When a remote's manifest, entry or module fails to load: try again (twice, re-fetching everything), then
 * answer a fallback module instead of an error, so the page renders around the missing section.
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'fanhub-resilience',
    async errorLoadRemote({ id, error, origin }) {
      const remote = id.split('/')[0] as RemoteName;
      if (!(remote in REMOTES)) return undefined;
      const tried = attempts.get(id) ?? 0;
      if (tried < RETRIES) {
        attempts.set(id, tried + 1);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (tried + 1)));
        reRegisterRemote(remote);
        return origin.loadRemote(id);
      }
      attempts.delete(id);
      noteRemoteFailed(remote);
      console.warn(`fanhub: ${id} unavailable`, error);
      return { default: () => <RemoteFallback label={REMOTES[remote].label} /> };
    },
  };
}
