import { ANY_STAFF, DOOR_STAFF, FINANCE, MODERATORS } from '@fanhub/contract';
import { studioAuthProvider } from './auth-provider';
import { forgetSession } from './session';
import { StudioApiError } from './api-client';
import { signInAs } from './signed-in-staff';

const provider = studioAuthProvider(
  { payouts: FINANCE, messages: MODERATORS, audit: [], door: [] },
  { door: DOOR_STAFF },
);
const may = (action: string, resource: string) => provider.canAccess!({ action, resource });

afterEach(forgetSession);

test('every role reads every resource; only the roles a resource names change it', async () => {
  for (const role of ANY_STAFF) {
    signInAs(role);
    for (const resource of ['payouts', 'messages', 'audit'])
      for (const action of ['list', 'show', 'export'])
        await expect(may(action, resource)).resolves.toBe(true);
    await expect(may('edit', 'payouts')).resolves.toBe(FINANCE.includes(role));
    await expect(may('create', 'messages')).resolves.toBe(MODERATORS.includes(role));
    await expect(may('delete', 'audit')).resolves.toBe(false);
    await expect(may('edit', 'a resource nobody declared')).resolves.toBe(false);
  }
});

test("the door staff read the door's page alone, which office staff other than admins do not see", async () => {
  signInAs('door');
  for (const resource of ['payouts', 'messages', 'audit'])
    await expect(may('list', resource)).resolves.toBe(false);
  await expect(may('list', 'door')).resolves.toBe(true);
  await expect(may('show', 'door')).resolves.toBe(true);
  for (const role of ANY_STAFF) {
    signInAs(role);
    await expect(may('list', 'door')).resolves.toBe(role === 'admin');
  }
});

test('signed out, nothing is offered and the studio asks to sign in', async () => {
  await expect(may('list', 'payouts')).resolves.toBe(false);
  await expect(provider.checkAuth!({})).rejects.toThrow('not signed in');
});

test("the staff member's name and role are who the studio says is signed in", async () => {
  signInAs('finance');
  await expect(provider.getIdentity!()).resolves.toMatchObject({
    fullName: 'Staf finance (finance)',
    role: 'finance',
  });
  await expect(provider.getPermissions!({})).resolves.toBe('finance');
});

test('a 401 from the API ends the session; any other refusal leaves it', async () => {
  signInAs('editor');
  await expect(
    provider.checkError!(new StudioApiError('Dilarang / Forbidden', 403)),
  ).resolves.toBeUndefined();
  await expect(provider.checkAuth!({})).resolves.toBeUndefined();
  await expect(
    provider.checkError!(new StudioApiError('Sesi berakhir / Session ended', 401)),
  ).rejects.toThrow();
  await expect(provider.checkAuth!({})).rejects.toThrow('not signed in');
});

test('signing out forgets what the resources kept on the device, even when the session had already ended', async () => {
  const forgotten: string[] = [];
  const withDoor = studioAuthProvider({}, {}, [() => forgotten.push('door packs')]);
  await withDoor.logout!({});
  expect(forgotten).toEqual(['door packs']);
});
