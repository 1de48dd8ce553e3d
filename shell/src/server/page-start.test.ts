/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteName } from '../federation/remote-modules';
import { PAGE_SETTINGS_ID, type PageSettings } from '../first-screen/page-settings';
import { pageStart, type BrowserSettings } from './page-start';
import { RemoteFirstScreens } from './remote-first-screens';

// The events remote as deployed: its manifest, read where this server reaches it (loopback), while fans' browsers
// reach the remote at the site's own address.
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './App',
      assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.js'], async: ['77.5e6f.js'] } },
    },
  ],
  note: 'a </script> in a manifest stays inside its element',
};
const BROWSER: BrowserSettings = {
  config: { apiBaseUrl: 'https://fanhub.id/v1', webVitalsSampleRate: 0.2 },
  remotes: {
    mfe_events: 'https://fanhub.id/apps/events/mf-manifest.json',
    mfe_fanspick: 'https://fanhub.id/apps/fanspick/mf-manifest.json',
  } as Record<RemoteName, string>,
};
let server: Server;
let remotes: RemoteFirstScreens;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/mf-manifest.json') response.end(JSON.stringify(MANIFEST));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  remotes = new RemoteFirstScreens({ mfe_events: `http://127.0.0.1:${port}/mf-manifest.json` } as Record<
    RemoteName,
    string
  >);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("carries the browser's settings and the section's manifest, and preloads the section's files where fans reach them", async () => {
  const start = await pageStart(['mfe_events/App'], BROWSER, remotes, AbortSignal.timeout(5000));

  expect(start.preloads).toBe(
    '<link rel="preload" as="script" href="https://fanhub.id/apps/events/remoteEntry.js">' +
      '<link rel="preload" as="script" href="https://fanhub.id/apps/events/__federation_expose_App.1a2b3c4d.js">',
  );
  const element = new RegExp(`^<script type="application/json" id="${PAGE_SETTINGS_ID}">(.*)</script>$`, 's');
  const [, json = ''] = element.exec(start.settings) ?? [];
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json)).toEqual<PageSettings>({
    config: BROWSER.config,
    remotes: BROWSER.remotes,
    manifests: { 'https://fanhub.id/apps/events/mf-manifest.json': MANIFEST },
  });
});

it('refuses a page whose section the remote no longer exposes, and one whose remote does not answer', async () => {
  await expect(
    pageStart(['mfe_events/HomeSection'], BROWSER, remotes, AbortSignal.timeout(5000)),
  ).rejects.toThrow('exposes no ./HomeSection');
  const away = new RemoteFirstScreens({ mfe_events: 'http://127.0.0.1:9/mf-manifest.json' } as Record<
    RemoteName,
    string
  >);
  await expect(pageStart(['mfe_events/App'], BROWSER, away, AbortSignal.timeout(5000))).rejects.toThrow();
});
