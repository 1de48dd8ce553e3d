import { signedInSession } from './testing';
import { UnreadNotifications } from './unread-notifications';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('reads the count when followed, again when the coins move, and is 0 once the fan signs out', async () => {
  const session = signedInSession(100);
  const fan = session.user!;
  const counts = [2, 3];
  const readCount = jest.fn(async () => counts.shift()!);
  const unread = new UnreadNotifications(session, readCount);
  const stop = unread.follow();
  await settle();
  expect(unread.count).toBe(2);

  session.setCoins(90);
  await settle();
  expect(unread.count).toBe(3);

  session.logout();
  await settle();
  expect(unread.count).toBe(0);
  expect(readCount).toHaveBeenCalledTimes(2);

  stop();
  session.signIn({ ...fan, _id: 'm2' });
  await settle();
  expect(readCount).toHaveBeenCalledTimes(2);
});

it('keeps the last figure when the count cannot be read', async () => {
  const session = signedInSession(100);
  const unread = new UnreadNotifications(session, () => Promise.reject(new Error('offline')));
  unread.set(4);
  await unread.refresh();
  expect(unread.count).toBe(4);
});
