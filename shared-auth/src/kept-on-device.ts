/**
 * What a fan keeps on their own device beyond the session: their tickets in force, so the door sees them without
 * network (ADR-250). Everything kept is under one prefix in the session's storage, and signing out (or a session
 * the server ends) removes it all.
 */
export const KEPT_ON_DEVICE = 'fanhub-kept:';

type KeepingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

const device = (): KeepingStorage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** Keeps `value` on the device under `name` (a full storage keeps nothing: the network copy still works). */
export function keepOnDevice(name: string, value: unknown, storage = device()): void {
  try {
    storage?.setItem(KEPT_ON_DEVICE + name, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage refused: nothing kept.
  }
}

/** What was kept under `name`, or undefined (never kept, or unreadable). */
export function keptOnDevice<T>(name: string, storage = device()): T | undefined {
  try {
    const raw = storage?.getItem(KEPT_ON_DEVICE + name);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes everything kept for the fan (called as the session ends). */
export function forgetKeptOnDevice(storage: KeepingStorage | undefined = device()): void {
  if (!storage?.key || storage.length === undefined) return;
  const kept: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(KEPT_ON_DEVICE)) kept.push(key);
  }
  for (const key of kept) storage.removeItem(key);
}
