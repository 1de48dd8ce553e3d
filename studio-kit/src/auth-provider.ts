import { ANY_STAFF, type StaffRole } from '@fanhub/contract';
import type { AuthProvider } from 'react-admin';
import { studioApi, StudioApiError } from './api-client';
import { forgetSession, sessionExpired, storedSession, storeSession } from './session';

/**
 * react-admin's auth provider over the staff sign-in: `login` takes the second step (the authenticator's code
 * against the challenge the password answered, see StudioLoginPage). A resource is read by every office role
 * unless it names its readers (the door's page: the door staff read nothing else), and written by the roles it
 * names; the API refuses the others anyway, so this only hides what would be refused. Signing out forgets what
 * resources kept on the device (`atSignOut`).
 */
export function studioAuthProvider(
  writers: Record<string, readonly StaffRole[]>,
  readers: Record<string, readonly StaffRole[]> = {},
  atSignOut: readonly (() => void)[] = [],
): AuthProvider {
  const signedIn = () => {
    const session = storedSession();
    return session && !sessionExpired(session) ? session : undefined;
  };
  return {
    async login({ challenge, code }: { challenge: string; code: string }) {
      const answer = await studioApi.post('/studio/auth/second-factor', { body: { challenge, code } });
      storeSession(answer.data);
    },
    async logout() {
      if (signedIn()) await studioApi.post('/studio/auth/sign-out').catch(() => undefined);
      forgetSession();
      for (const forget of atSignOut) forget();
    },
    async checkAuth() {
      if (!signedIn()) {
        forgetSession();
        throw new Error('not signed in');
      }
    },
    async checkError(error: unknown) {
      if (error instanceof StudioApiError && error.status === 401) {
        forgetSession();
        throw error;
      }
    },
    async getIdentity() {
      const staff = signedIn()?.staff;
      if (!staff) throw new Error('not signed in');
      return {
        id: staff._id,
        fullName: `${staff.fullName} (${staff.role})`,
        email: staff.email,
        role: staff.role,
      };
    },
    getPermissions: async () => signedIn()?.staff.role,
    async canAccess({ action, resource }) {
      const role = signedIn()?.staff.role;
      if (!role) return false;
      if (['list', 'show', 'export'].includes(action)) return (readers[resource] ?? ANY_STAFF).includes(role);
      return writers[resource]?.includes(role) ?? false;
    },
  };
}
