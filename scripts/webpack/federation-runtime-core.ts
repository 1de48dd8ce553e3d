// The remotes' entries leave the federation runtime to their page (experiments.externalRuntime), so it is
// downloaded once, not again with every remote. This module lends it under the name those entries expect: the
// shell loads it as a federation runtime plugin, before any remote; a remote served alone loads it as a script
// of its own, first on its standalone page. Imported as ES modules, the runtime here is the very instance the
// shell's bundler runtime uses, not a second copy.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function lendFederationRuntime() {
  return { name: 'lend-federation-runtime' };
}
