import { IntentChannel } from './intents';
import { SessionStore } from './session-store';

/**
 * For tests: a session store of its own, signed in as a fan holding `coins` (on jsdom's storage unless given
 * one). Imported by path, `@fanhub/shared-auth/src/testing`, so it never reaches a bundle.
 */
export function signedInSession(
  coins: number,
  storage: Storage = localStorage,
  intents: IntentChannel = new IntentChannel(),
): SessionStore {
  storage.clear();
  const session = new SessionStore(storage, intents);
  session.signIn({
    _id: 'm1',
    fullName: 'Fan',
    email: 'f@fanhub.id',
    avatar: null,
    birthDate: null,
    gender: 'Wanita',
    phone: '0812',
    referalCode: null,
    coins,
    hearts: 0,
    emailConfirmed: true,
    access_token: 'secret-token',
  });
  return session;
}
