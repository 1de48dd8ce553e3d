import type { SessionUser } from './session-user';

/** docs/product.md section 3: one key holds `{user, isLoggedIn}`, the other the user record. */
export const AUTH_KEY = 'auth';
export const USER_KEY = 'user';

const isSessionUser = (value: unknown): value is SessionUser => {
  const user = value as Partial<SessionUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user._id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.access_token === 'string' &&
    user.access_token.length > 0
  );
};

/** What a session is kept in: the browser's localStorage, or a stand-in. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored session, or undefined; anything unreadable or incomplete is removed on the way. */
export function readStoredSession(storage: SessionStorage): SessionUser | undefined {
  const rawUser = storage.getItem(USER_KEY);
  const rawAuth = storage.getItem(AUTH_KEY);
  if (rawUser === null && rawAuth === null) return undefined;
  try {
    const user: unknown = JSON.parse(rawUser ?? 'null');
    const auth = JSON.parse(rawAuth ?? 'null') as { isLoggedIn?: unknown } | null;
    if (isSessionUser(user) && auth?.isLoggedIn === true) return user;
  } catch {
    // Corrupt JSON: fall through and remove it.
  }
  clearStoredSession(storage);
  return undefined;
}

export function writeStoredSession(storage: SessionStorage, user: SessionUser): void {
  storage.setItem(USER_KEY, JSON.stringify(user));
  storage.setItem(AUTH_KEY, JSON.stringify({ user, isLoggedIn: true }));
}

export function clearStoredSession(storage: SessionStorage): void {
  storage.removeItem(USER_KEY);
  storage.removeItem(AUTH_KEY);
}
