import { notificationTarget, showPush } from './push';

const ORIGIN = 'https://fanhub.id';

function fakeClients(open: { url: string }[]) {
  const tabs = open.map((tab) => ({ ...tab, focus: jest.fn(), navigate: jest.fn() }));
  const clients = {
    matchAll: jest.fn().mockResolvedValue(tabs),
    openWindow: jest.fn(),
  };
  return { tabs, clients: clients as unknown as Clients & typeof clients };
}

it('shows a push as a notification whose click knows its page', async () => {
  const registration = { showNotification: jest.fn() };
  await showPush(registration as unknown as ServiceWorkerRegistration, {
    title: 'Voting segera tutup / Voting closes soon',
    body: 'Best Vocalist tutup dalam satu jam / Best Vocalist closes within the hour',
    url: '/fanspick/v1',
  });
  expect(registration.showNotification).toHaveBeenCalledWith(
    'Voting segera tutup / Voting closes soon',
    expect.objectContaining({
      body: 'Best Vocalist tutup dalam satu jam / Best Vocalist closes within the hour',
      data: { url: '/fanspick/v1' },
    }),
  );
});

it('a click focuses an open fanhub tab and takes it to the page', async () => {
  const { tabs, clients } = fakeClients([{ url: 'https://elsewhere.example/' }, { url: `${ORIGIN}/events` }]);
  await notificationTarget(clients, ORIGIN, { url: '/fanspick/v1' });
  expect(tabs[1]!.focus).toHaveBeenCalled();
  expect(tabs[1]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/fanspick/v1`);
  expect(clients.openWindow).not.toHaveBeenCalled();
});

it('with no fanhub tab open, a click opens the page; a link elsewhere opens the home page instead', async () => {
  const none = fakeClients([]);
  await notificationTarget(none.clients, ORIGIN, { url: '/member-area/koin' });
  expect(none.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/member-area/koin`);
  const foreign = fakeClients([]);
  await notificationTarget(foreign.clients, ORIGIN, { url: 'https://phishing.example/login' });
  expect(foreign.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
});
