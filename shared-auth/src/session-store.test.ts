import { IntentChannel, type Intent } from './intents';
import { keepOnDevice, keptOnDevice } from './kept-on-device';
import { AUTH_KEY, USER_KEY } from './session-storage';
import { SessionStore } from './session-store';
import type { SessionUser } from './session-user';

const fan: SessionUser = {
  _id: 'm-1',
  fullName: 'Kim Minji',
  email: 'minji@fanhub.id',
  avatar: null,
  birthDate: '2001-05-07',
  gender: 'Wanita',
  phone: '081234567890',
  referalCode: null,
  coins: 120,
  hearts: 0,
  emailConfirmed: true,
  access_token: 'token-1',
};

function setup() {
  localStorage.clear();
  const intents = new IntentChannel();
  const seen: Intent[] = [];
  intents.subscribe((intent) => seen.push(intent));
  return { store: new SessionStore(localStorage, intents), seen };
}

it('stores the session under the two keys and restores it on the next page load', () => {
  const { store } = setup();
  store.signIn(fan);
  expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({
    access_token: 'token-1',
    email: fan.email,
  });
  expect(JSON.parse(localStorage.getItem(AUTH_KEY)!)).toMatchObject({
    isLoggedIn: true,
    user: { _id: 'm-1' },
  });

  const nextPage = setup();
  localStorage.setItem(USER_KEY, JSON.stringify(fan));
  localStorage.setItem(AUTH_KEY, JSON.stringify({ user: fan, isLoggedIn: true }));
  nextPage.store.restore();
  expect(nextPage.store.isLoggedIn).toBe(true);
  expect(nextPage.store.accessToken).toBe('token-1');
  expect(nextPage.store.coins).toBe(120);
});

it.each([
  ['broken JSON', '{"_id": "m-1",', JSON.stringify({ isLoggedIn: true })],
  [
    'a user without a token',
    JSON.stringify({ ...fan, access_token: undefined }),
    JSON.stringify({ isLoggedIn: true }),
  ],
  ['a user marked signed out', JSON.stringify(fan), JSON.stringify({ isLoggedIn: false })],
  ['an array', '[]', '[]'],
])('removes %s at load and starts signed out', (_case, user, auth) => {
  const { store } = setup();
  localStorage.setItem(USER_KEY, user);
  localStorage.setItem(AUTH_KEY, auth);
  store.restore();
  expect(store.isLoggedIn).toBe(false);
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  expect(localStorage.getItem(AUTH_KEY)).toBeNull();
});

it('logs out: clears the storage and tells the shell', () => {
  const { store, seen } = setup();
  store.signIn(fan);
  store.logout();
  expect(store.isLoggedIn).toBe(false);
  expect(localStorage.length).toBe(0);
  expect(seen).toEqual([{ type: 'signed-out', reason: 'logout' }]);
  store.logout();
  expect(seen).toHaveLength(1);
});

it("refreshes the balance from the server's answer", async () => {
  const { store } = setup();
  store.signIn(fan);
  store.readMembersWith({ fetchMember: async () => ({ ...fan, coins: 175 }) });
  await store.refreshMember();
  expect(store.coins).toBe(175);
  expect(JSON.parse(localStorage.getItem(USER_KEY)!).coins).toBe(175);
});

it('passes sign-in and top-up requests to whoever listens', () => {
  const { seen } = setup();
  const intents = new IntentChannel();
  const heard: Intent[] = [];
  const stop = intents.subscribe((intent) => heard.push(intent));
  intents.requestLogin('vote');
  intents.requestTopUp();
  stop();
  intents.requestTopUp();
  expect(heard).toEqual([{ type: 'login', action: 'vote', actionEn: 'vote' }, { type: 'top-up' }]);
  expect(seen).toEqual([]);
});

it('continues what the fan pressed once they sign in, and drops it when they leave the sign-in', () => {
  const intents = new IntentChannel();
  const pressed: string[] = [];
  intents.requestLogin('vote', 'vote', () => pressed.push('vote'));
  intents.signedIn();
  intents.signedIn();
  expect(pressed).toEqual(['vote']);

  intents.requestLogin('mendukung kampanye', 'support a campaign', () => pressed.push('support'));
  intents.leftSignIn();
  intents.signedIn();
  expect(pressed).toEqual(['vote']);
});

it.each(['logout', 'expired'] as const)(
  'ends with what the fan kept on the device (their tickets): %s leaves nothing of theirs behind',
  (reason) => {
    const { store } = setup();
    store.signIn(fan);
    keepOnDevice('tickets:m-1', [{ _id: 't-1' }]);
    keepOnDevice('tickets:m-2', [{ _id: 't-2' }]);
    localStorage.setItem('fanhub-door-name', 'North');
    expect(keptOnDevice('tickets:m-1')).toEqual([{ _id: 't-1' }]);
    store.logout(reason);
    expect(keptOnDevice('tickets:m-1')).toBeUndefined();
    expect(keptOnDevice('tickets:m-2')).toBeUndefined();
    expect(localStorage.getItem('fanhub-door-name')).toBe('North');
  },
);
