import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Answers the federation runtime's first request for a remote's manifest with the copy the drawn page carries
 * (shell/src/first-screen/page-settings.ts): a round trip less before the section's code. Once only: a remote
 * registered again after a failure (reRegisterRemote) fetches its manifest afresh.
 */
export function drawnManifestsPlugin(manifests: Record<string, unknown>): ModuleFederationRuntimePlugin {
  const carried = new Map(Object.entries(manifests));
  return {
    name: 'fanhub-drawn-manifests',
    fetch(url) {
      const manifest = carried.get(url);
      if (manifest === undefined) return undefined;
      carried.delete(url);
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
