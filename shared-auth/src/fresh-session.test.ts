import type { Member } from '@fanhub/contract';
import { keepSessionFresh } from './fresh-session';
import { signedInSession } from './testing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const becomeVisible = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

it("takes the server's member at once and whenever the tab is visible again, until stopped", async () => {
  const session = signedInSession(100);
  const server: Member = { ...session.user!, coins: 80, fullName: 'Fan (renamed)' };
  const fetchMember = jest.fn(async () => server);
  session.readMembersWith({ fetchMember });

  const stop = keepSessionFresh(session);
  await settle();
  expect(session.user).toMatchObject({ coins: 80, fullName: 'Fan (renamed)', access_token: 'secret-token' });

  server.coins = 55;
  becomeVisible();
  await settle();
  expect(session.coins).toBe(55);
  expect(JSON.parse(localStorage.getItem('user')!).coins).toBe(55);

  stop();
  server.coins = 1;
  becomeVisible();
  await settle();
  expect(session.coins).toBe(55);
  expect(fetchMember).toHaveBeenCalledTimes(2);
});

it('keeps the stored figure while the server cannot be reached', async () => {
  const session = signedInSession(100);
  session.readMembersWith({ fetchMember: () => Promise.reject(new Error('offline')) });
  keepSessionFresh(session)();
  await settle();
  expect(session.coins).toBe(100);
});
