/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteName } from '../federation/remote-modules';
import { RemoteFirstScreens } from './remote-first-screens';

// A remote as deployed: its first-screen.json naming a module that is still arriving when a page gives up.
const MODULE_DELAY_MS = 300;
let server: Server;
let manifest: string;
const moduleRequests: string[] = [];
let moduleRequested: () => void;
const moduleAsked = new Promise<void>((resolve) => (moduleRequested = resolve));

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/server/first-screen.json') {
      response.end(JSON.stringify({ file: 'first-screen.0a1b2c3d.js', buildVersion: 'build-7' }));
      return;
    }
    if (request.url === '/server/first-screen.0a1b2c3d.js') {
      moduleRequests.push(request.url);
      moduleRequested();
      const source = `module.exports = { './App': { default: 'Fan Funding, drawn by the server' } };`;
      setTimeout(() => response.end(source), MODULE_DELAY_MS);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  manifest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("loads a remote's module once, beyond the budget of the page that asked first, for the pages after", async () => {
  const remotes = new RemoteFirstScreens({ mfe_fanfunding: manifest } as Record<RemoteName, string>);
  // The first page's budget runs out while its module is on the way (timed by the request, not the clock, so a
  // busy machine cannot make the page give up before it has asked).
  const firstPage = new AbortController();
  const late = remotes.load('mfe_fanfunding/App', firstPage.signal);
  await moduleAsked;
  firstPage.abort(new DOMException('The page is past its budget', 'TimeoutError'));
  // The next page finds the same module still arriving, and gets it.
  const next = await remotes.load('mfe_fanfunding/App', AbortSignal.timeout(5_000));
  expect(next).toEqual({ module: { default: 'Fan Funding, drawn by the server' }, buildVersion: 'build-7' });
  await expect(late).resolves.toEqual(next);
  // Once loaded, a page finds it at once: the module was fetched one time in all.
  await remotes.load('mfe_fanfunding/App', AbortSignal.timeout(5_000));
  expect(moduleRequests).toHaveLength(1);
});
