import { reaction } from 'mobx';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { createApiClient, unwrap } from './api-client';
import { IntentChannel } from './intents';
import { changeProfilePhoto } from './profile-photo';
import { SessionStore } from './session-store';
import type { SessionStorage } from './session-storage';
import type { SessionUser } from './session-user';
import { UnreadNotifications } from './unread-notifications';

/**
 * The page's one session, intents channel and API client. This package is a Module Federation singleton,
 * so the shell and every remote get these same instances.
 */
export const intents = new IntentChannel();
/** The server drawing a first screen keeps no session: its pages are drawn signed out. */
const NOWHERE: SessionStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};
export const session = new SessionStore(
  typeof window === 'undefined' ? NOWHERE : window.localStorage,
  intents,
);
export const api = createApiClient(session);

session.readMembersWith({
  fetchMember: (memberId) => unwrap(api.get('/member/:userId', { params: { userId: memberId } })),
});

/** The bell's unread count; the shell starts it following the session (`unreadNotifications.follow()`). */
export const unreadNotifications = new UnreadNotifications(session, async () => {
  const { unread } = await unwrap(api.get('/client/notification/unread-count'));
  return unread;
});

/** Uploads the signed-in fan's new photo and puts it on their profile (registration and the member area). */
export const changePhoto = (file: File): Promise<string> => changeProfilePhoto(api, session, file);

const SessionContext = createContext<SessionStore>(session);
export const SessionProvider = SessionContext.Provider;

/** The session a page drawn by the server shows: signed out, as the server keeps none. */
const DRAWN_SESSION = new SessionStore(NOWHERE, intents);
const followSignIn = (store: SessionStore) => (changed: () => void) =>
  reaction(() => store.isLoggedIn, changed);

/**
 * The session store (tests can provide their own through `SessionProvider`). While a component takes over a drawn
 * page it is signed out, as the server drew it, so its first render in the browser is the server's (a section
 * hydrating late included); a signed-in fan's session shows in the render React makes right after. React's own
 * means: hydration renders a store's server snapshot, then the browser's if it differs (a visitor's components
 * render once).
 */
export const useSession = (): SessionStore => {
  const store = useContext(SessionContext);
  const subscribe = useMemo(() => followSignIn(store), [store]);
  const shownSignedIn = useSyncExternalStore(
    subscribe,
    () => store.isLoggedIn,
    () => false,
  );
  return shownSignedIn === store.isLoggedIn ? store : DRAWN_SESSION;
};

/**
 * Signs in with email and password through the API and stores the session (shell modal, standalone harness).
 * After repeated failures the API asks for a solved proof of work too (`altcha`, docs/fair-play.md).
 */
export async function signInWithPassword(
  email: string,
  password: string,
  altcha?: string,
): Promise<SessionUser> {
  const user = await unwrap(
    api.post('/auth/login', { body: { email: email.trim(), password, ...(altcha ? { altcha } : {}) } }),
  );
  session.signIn(user);
  return user;
}
