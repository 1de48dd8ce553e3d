import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { setImmediate } from 'node:timers';
import { useAsync } from '../hooks/use-async';
import { usePagedList } from '../hooks/use-paged-list';
import {
  EmbeddedFirstScreen,
  FIRST_SCREEN_DATA_ID,
  FirstScreenContext,
  ServerFirstScreen,
  type FirstScreenData,
} from './first-screen-data';

const loadTitle = jest.fn(async () => 'Subway Ad');
const loadPage = jest.fn(async (page: number, filter: string) => ({
  items: [{ _id: `${filter}-${page}` }],
  totalPages: 2,
}));
const loadNothing = jest.fn(async (): Promise<string> => {
  throw new Error('API down');
});

function Page() {
  const title = useAsync(loadTitle, []);
  const list = usePagedList(loadPage, 'all');
  const missing = useAsync(loadNothing, []);
  return (
    <main>
      <h1>{title.data ?? 'loading title'}</h1>
      <ul>
        {list.loading ? <li>loading list</li> : list.items.map((item) => <li key={item._id}>{item._id}</li>)}
      </ul>
      <p>{missing.data ?? 'loading the rest'}</p>
    </main>
  );
}

const page = (firstScreen: FirstScreenData) => (
  <FirstScreenContext value={firstScreen}>
    <Suspense fallback={<p>waiting</p>}>
      <Page />
    </Suspense>
  </FirstScreenContext>
);

// React's prerender for Node schedules its work with Node's setImmediate, which jsdom's window leaves out.
Object.assign(globalThis, { setImmediate });

/** The server's drawing, as the first-screen server's: one prerender, which waits for what it met loading. */
async function drawOnServer(firstScreen: ServerFirstScreen): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page(firstScreen));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

beforeEach(() => jest.clearAllMocks());

it('draws the first screen with its data on the server, and records what each hook loaded', async () => {
  const firstScreen = new ServerFirstScreen();
  const html = await drawOnServer(firstScreen);
  expect(html).toContain('<h1>Subway Ad</h1>');
  expect(html).toContain('<li>all-1</li>');
  // Whole and in place: no fallback, no script to move a part into it.
  expect(html).not.toMatch(/waiting|<script|<template/);
  // A load that failed leaves its part loading, for the browser to load again, and is noted.
  expect(html).toContain('loading the rest');
  expect(firstScreen.failed).toBe(true);
  expect(Object.values(firstScreen.record)).toEqual([
    'Subway Ad',
    { items: [{ _id: 'all-1' }], totalPages: 2 },
  ]);
  expect(loadTitle).toHaveBeenCalledTimes(1);
});

it("hydrates the server's HTML with the embedded data, asking the API only for what the server could not load", async () => {
  const server = new ServerFirstScreen();
  const container = document.createElement('div');
  container.innerHTML = await drawOnServer(server);
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(server.record)}</script>`;
  document.body.appendChild(container);
  jest.clearAllMocks();
  const recoverableErrors: unknown[] = [];

  await act(async () => {
    hydrateRoot(container, page(EmbeddedFirstScreen.fromPage()), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });

  expect(recoverableErrors).toEqual([]);
  expect(container.querySelector('h1')).toHaveTextContent('Subway Ad');
  expect(container.querySelector('li')).toHaveTextContent('all-1');
  expect(loadTitle).not.toHaveBeenCalled();
  expect(loadPage).not.toHaveBeenCalled();
  expect(loadNothing).toHaveBeenCalledTimes(1);
});

it('gives an entry each time its hook renders before the page commits (a hydration may render a part twice)', () => {
  const embedded = new EmbeddedFirstScreen({ _R_1_: 'Subway Ad' });
  expect(embedded.read('_R_1_')).toBe('Subway Ad');
  expect(embedded.read('_R_1_')).toBe('Subway Ad');
  expect(embedded.read('_r_1_')).toBeUndefined();
});

it('starts with nothing on a page the server did not draw', () => {
  document.body.innerHTML = '';
  expect(EmbeddedFirstScreen.fromPage().read('«R1»')).toBeUndefined();
});
