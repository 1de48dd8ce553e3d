import { getRuntimeConfig, setRuntimeConfig } from '@fanhub/shared-auth';
import { PAGE_SETTINGS_ID } from '../first-screen/page-settings';
import { loadShellSettings } from './settings';

const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: unknown[]) => registerPlugins(plugins),
}));

const answer = (body: unknown) =>
  jest.fn().mockResolvedValue({ ok: true, json: async () => body }) as unknown as typeof fetch;

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://localhost:4000/v1' });
  document.body.innerHTML = '';
  registerPlugins.mockClear();
});

it("takes a drawn page's settings without fetching any, and hands its manifests to the federation runtime", async () => {
  const settings = {
    config: { apiBaseUrl: 'https://fanhub.id/v1', webVitalsSampleRate: 0.2 },
    remotes: { mfe_events: 'https://fanhub.id/apps/events/mf-manifest.json' },
    manifests: { 'https://fanhub.id/apps/events/mf-manifest.json': { id: 'mfe_events' } },
  };
  document.body.innerHTML = `<script type="application/json" id="${PAGE_SETTINGS_ID}">${JSON.stringify(settings)}</script>`;
  global.fetch = jest.fn() as unknown as typeof fetch;

  const entries = await loadShellSettings();

  expect(global.fetch).not.toHaveBeenCalled();
  expect(getRuntimeConfig()).toMatchObject({ apiBaseUrl: 'https://fanhub.id/v1', webVitalsSampleRate: 0.2 });
  expect(entries.mfe_events).toBe('https://fanhub.id/apps/events/mf-manifest.json');
  // A remote the page does not name keeps its default.
  expect(entries.mfe_fanspick).toBe('http://localhost:3001/mf-manifest.json');
  expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'fanhub-drawn-manifests' })]);
});

it('fetches config.json and remotes.json on a page the browser draws', async () => {
  global.fetch = jest.fn((url: string) =>
    answer(
      url === '/config.json'
        ? { apiBaseUrl: 'https://fanhub.id/v1' }
        : { mfe_events: 'https://fanhub.id/apps/events/mf-manifest.json' },
    )(url),
  ) as unknown as typeof fetch;

  const entries = await loadShellSettings();

  expect(getRuntimeConfig().apiBaseUrl).toBe('https://fanhub.id/v1');
  expect(entries.mfe_events).toBe('https://fanhub.id/apps/events/mf-manifest.json');
  expect(registerPlugins).not.toHaveBeenCalled();
});
