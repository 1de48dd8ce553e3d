import { REMOTE_SECTIONS, type RemoteSection } from '@fanhub/site';
import type { RemoteName } from '../federation/remote-modules';

/** A remote of the site's map (@fanhub/site), named as the shell's typed modules name it. */
export type Remote = RemoteSection & { name: RemoteName };

export const REMOTE_LIST = REMOTE_SECTIONS as readonly Remote[];
export const REMOTES = Object.fromEntries(REMOTE_LIST.map((remote) => [remote.name, remote])) as Record<
  RemoteName,
  Remote
>;
export type RemoteEntries = Record<RemoteName, string>;

const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Local development: each remote on its own port of this machine. */
export const DEFAULT_REMOTE_ENTRIES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://localhost:${REMOTES[name].port}/mf-manifest.json`]),
) as RemoteEntries;

/** Each remote's manifest as `configured` names it (what remotes.json holds); one it does not name keeps its default. */
export function remoteEntriesFrom(configured: unknown): RemoteEntries {
  const named = (configured ?? {}) as Partial<Record<string, unknown>>;
  const entries = { ...DEFAULT_REMOTE_ENTRIES };
  for (const name of REMOTE_NAMES) {
    const entry = named[name];
    if (typeof entry === 'string' && /^https?:\/\//.test(entry)) entries[name] = entry;
  }
  return entries;
}

/**
 * Where each remote's manifest is, from `/remotes.json` (written when the shell is served); a remote it
 * does not name keeps its local default, so one bad entry never costs the others.
 */
export async function loadRemoteEntries(url = '/remotes.json'): Promise<RemoteEntries> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return remoteEntriesFrom(await response.json());
  } catch (error) {
    console.warn('fanhub: remotes.json unreadable, using local remotes', error);
    return { ...DEFAULT_REMOTE_ENTRIES };
  }
}
