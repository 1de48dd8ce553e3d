import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES } from '../config/remotes';
import { noteRemoteLoad } from '../observability/web-vitals-report';
import { remoteBuildOf } from './remote-builds';
import type { RemoteName } from './remote-modules';

/** Its build when the manifest arrived, else `unknown` (a remote whose manifest never came). */
const buildOf = (remote: string) => remoteBuildOf(remote) ?? 'unknown';

/**
 * Times each remote module this page loads, from asking for it to its module being there, for the fans'
 * Web Vitals report (a failure is noted by the resilience plugin, which knows when retries are exhausted).
 */
export function remoteLoadsPlugin(): ModuleFederationRuntimePlugin {
  const startedAt = new Map<string, number>();
  return {
    name: 'fanhub-remote-loads',
    beforeRequest(args) {
      if (!startedAt.has(args.id)) startedAt.set(args.id, performance.now());
      return args;
    },
    onLoad(args) {
      const started = startedAt.get(args.id);
      const remote = args.id.split('/')[0] as RemoteName;
      if (started !== undefined && remote in REMOTES) {
        startedAt.delete(args.id);
        noteRemoteLoad({
          remote,
          build: buildOf(remote),
          loadMs: performance.now() - started,
          failed: false,
        });
      }
      return args;
    },
  };
}

/** A remote the resilience plugin gave up on: fans see its fallback. */
export const noteRemoteFailed = (remote: RemoteName) =>
  noteRemoteLoad({ remote, build: buildOf(remote), failed: true });
