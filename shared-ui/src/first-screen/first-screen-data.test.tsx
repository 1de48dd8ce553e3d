import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

/** The server's passes: each waits for what it met loading, until one draws without waiting. */
async function drawOnServer(firstScreen: ServerFirstScreen): Promise<string> {
  for (;;) {
    firstScreen.waited = false;
    const html = renderToString(page(firstScreen));
    if (!firstScreen.waited) return html;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

beforeEach(() => jest.clearAllMocks());

it('draws the first screen with its data on the server, and records what each hook loaded', async () => {
  const firstScreen = new ServerFirstScreen();
  const html = await drawOnServer(firstScreen);
  expect(html).toContain('<h1>Subway Ad</h1>');
  expect(html).toContain('<li>all-1</li>');
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
