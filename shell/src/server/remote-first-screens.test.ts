/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteName } from '../federation/remote-modules';
import { RemoteFirstScreens } from './remote-first-screens';

// A remote as deployed: its first-screen.json naming a module that takes longer to arrive than a page's budget.
const MODULE_DELAY_MS = 600;
const PAGE_BUDGET_MS = 100;
let server: Server;
let manifest: string;
const moduleRequests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/server/first-screen.json') {
      response.end(JSON.stringify({ file: 'first-screen.0a1b2c3d.js', buildVersion: 'build-7' }));
      return;
    }
    if (request.url === '/server/first-screen.0a1b2c3d.js') {
      moduleRequests.push(request.url);
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
  const firstPage = AbortSignal.timeout(PAGE_BUDGET_MS);
  const late = remotes.load('mfe_fanfunding/App', firstPage);
  const budget = new Promise((resolve) => firstPage.addEventListener('abort', resolve));
  await budget;
  // The first page has given up; the next one finds the same module still arriving, and gets it.
  const next = await remotes.load('mfe_fanfunding/App', AbortSignal.timeout(5_000));
  expect(next).toEqual({ module: { default: 'Fan Funding, drawn by the server' }, buildVersion: 'build-7' });
  await expect(late).resolves.toEqual(next);
  // Once loaded, a page finds it at once: the module was fetched one time in all.
  await remotes.load('mfe_fanfunding/App', AbortSignal.timeout(PAGE_BUDGET_MS));
  expect(moduleRequests).toHaveLength(1);
});
