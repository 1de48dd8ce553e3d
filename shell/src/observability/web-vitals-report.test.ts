import type { loadRuntimeConfig } from '@fanhub/shared-auth';

const answer = (body: unknown) =>
  jest.fn().mockResolvedValue({ ok: true, json: async () => body }) as unknown as typeof fetch;
const beacons: { url: string; body: Blob }[] = [];

// The library measures in a real browser (e2e/tests/observability.spec.ts); here it hands over one LCP.
jest.mock('web-vitals', () => {
  const none = () => undefined;
  return {
    onCLS: none,
    onFCP: none,
    onINP: none,
    onTTFB: none,
    onLCP: (report: (metric: { name: string; value: number }) => void) =>
      report({ name: 'LCP', value: 1234 }),
  };
});

beforeEach(() => {
  jest.resetModules();
  beacons.length = 0;
  // jsdom has no idle callbacks: here the browser is idle at once, so the library is asked for once the page is
  // taken over.
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: () => void) => {
      callback();
      return 0;
    },
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
});

/** The report module, fresh, with config.json saying `webVitalsSampleRate`. */
async function reportWithRate(webVitalsSampleRate: number) {
  global.fetch = answer({ apiBaseUrl: 'https://api.fanhub.test/v1', webVitalsSampleRate });
  const { loadRuntimeConfig: load } = jest.requireActual<{ loadRuntimeConfig: typeof loadRuntimeConfig }>(
    '@fanhub/shared-auth',
  );
  await load();
  return import('./web-vitals-report');
}
/** jsdom's Blob has no text(): read it as a browser would, through a FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
/** The page is taken over; the library then arrives by import() and starts its five observers, a task each. */
const takenOverAndObserving = async () => {
  (await import('../first-screen/after-take-over')).pageTakenOver();
  for (let task = 0; task < 6; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

it('a sampled page sends what it noted as one text/plain beacon to the API when it is hidden', async () => {
  window.history.pushState({}, '', '/fanspick/6f1c2d9e-0000-4000-8000-000000000001');
  const report = await reportWithRate(1);
  report.startWebVitals();
  await new Promise((resolve) => setTimeout(resolve, 0));
  hide();
  // Nothing observed before the page is taken over: nothing sent.
  expect(beacons).toHaveLength(0);
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  await takenOverAndObserving();
  const usable = performance.getEntriesByName('fanhub:usable')[0]!.startTime;
  report.noteRemoteLoad({ remote: 'mfe_fanspick', build: 'b1', loadMs: 120, failed: false });
  report.noteRemoteLoad({ remote: 'mfe_events', build: 'b1', failed: true });
  hide();
  expect(beacons).toHaveLength(1);
  expect(beacons[0]!.url).toBe('https://api.fanhub.test/v1/web-vitals');
  expect(beacons[0]!.body.type).toBe('text/plain;charset=utf-8');
  expect(JSON.parse(await textOf(beacons[0]!.body))).toEqual({
    vitals: [
      // When the page answered (the take-over's mark), and how long after its largest paint.
      { name: 'USABLE', value: usable, route: '/fanspick/:votingId' },
      { name: 'INERT', value: Math.max(0, usable - 1234), route: '/fanspick/:votingId' },
      { name: 'LCP', value: 1234, route: '/fanspick/:votingId' },
    ],
    remotes: [
      { remote: 'mfe_fanspick', build: 'b1', loadMs: 120, failed: false },
      { remote: 'mfe_events', build: 'b1', failed: true },
    ],
  });
  hide();
  expect(beacons).toHaveLength(1); // nothing new: nothing sent
});

it('a page outside the sample sends nothing', async () => {
  const report = await reportWithRate(0);
  report.startWebVitals();
  report.noteRemoteLoad({ remote: 'mfe_fanspick', build: 'b1', loadMs: 120, failed: false });
  hide();
  expect(beacons).toHaveLength(0);
});
