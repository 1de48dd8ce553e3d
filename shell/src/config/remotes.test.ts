import { DEFAULT_REMOTE_ENTRIES, loadRemoteEntries } from './remotes';

const answer = (body: unknown, ok = true) =>
  jest.fn().mockResolvedValue({ ok, json: async () => body }) as unknown as typeof fetch;

afterEach(() => jest.restoreAllMocks());

it('takes each remote from remotes.json', async () => {
  global.fetch = answer({ mfe_fanspick: 'https://fanspick.fanhub.id/mf-manifest.json' });
  const entries = await loadRemoteEntries();
  expect(entries.mfe_fanspick).toBe('https://fanspick.fanhub.id/mf-manifest.json');
  expect(entries.mfe_events).toBe(DEFAULT_REMOTE_ENTRIES.mfe_events);
});

it('keeps the local default for an entry that is not a URL, and for an unreadable file', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = answer({ mfe_fanspick: 'javascript:alert(1)', mfe_member: 42 });
  expect(await loadRemoteEntries()).toEqual(DEFAULT_REMOTE_ENTRIES);
  global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
  expect(await loadRemoteEntries()).toEqual(DEFAULT_REMOTE_ENTRIES);
  expect(DEFAULT_REMOTE_ENTRIES.mfe_fanfunding).toBe('http://localhost:3002/mf-manifest.json');
});
