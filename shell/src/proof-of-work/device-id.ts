const KEY = 'fanhub-device';

/**
 * A random id this browser keeps (never derived from the device): sent once, at registration, so moderators can
 * see many accounts made from one browser (docs/fair-play.md, signals). Clearing site data forgets it.
 */
export function deviceId(): string {
  let id = window.localStorage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(KEY, id);
  }
  return id;
}
