import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const builds = new Map<string, string>();

/** The build of a remote this page loaded (its manifest's buildVersion), for operators and deploy checks. */
export const remoteBuildOf = (remote: string): string | undefined => builds.get(remote);

/** The build of a remote's module the first-screen server drew with (shell/src/server). */
export const noteRemoteBuild = (remote: string, version: string) => void builds.set(remote, version);

/** Notes each remote's build as its manifest arrives. */
export function remoteBuildsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fanhub-remote-builds',
    loadRemoteSnapshot(args) {
      const version = args.manifestJson?.metaData.buildInfo.buildVersion;
      if (version) builds.set(args.moduleInfo.name, version);
      return args;
    },
  };
}
