import type { StaffSession } from '@fanhub/contract';

/**
 * The staff session of this tab. Kept in sessionStorage, not localStorage: it ends with the tab, and no other
 * tab or origin shares it; the API ends it after STUDIO_TOKEN_EXPIRES_IN anyway.
 */
const KEY = 'fanhub-studio-session';

export function storedSession(): StaffSession | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffSession | null;
    return stored && typeof stored.access_token === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export const storeSession = (session: StaffSession) => sessionStorage.setItem(KEY, JSON.stringify(session));
export const forgetSession = () => sessionStorage.removeItem(KEY);

/** Whether the stored token has run out (its `exp`), so the studio asks to sign in before a call fails. */
export function sessionExpired(session: StaffSession): boolean {
  try {
    const payload = JSON.parse(
      atob(session.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp?: number;
    };
    return payload.exp !== undefined && payload.exp * 1000 <= Date.now();
  } catch {
    return true;
  }
}
