import type { SessionStore } from './session-store';

/**
 * The stored session is only what this browser last saw: coins spent in another tab, a refund or a new photo
 * change the member on the server. So the fan (balance, name, photo) is read from the server now and each
 * time the tab becomes visible again; a token the server no longer accepts ends the session (401). Answers a
 * function that stops.
 */
export function keepSessionFresh(session: SessionStore): () => void {
  const refresh = () => void session.refreshMember().catch(() => undefined); // offline: the stored figure stays
  const onVisible = () => document.visibilityState === 'visible' && refresh();
  refresh();
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
