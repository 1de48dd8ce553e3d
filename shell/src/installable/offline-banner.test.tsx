import { act, render, screen } from '@testing-library/react';
import { ASK_NETWORK_STATE, NETWORK_STATE } from '../service-worker/network-state';
import { OfflineBanner } from './offline-banner';

const BANNER =
  'Kamu sedang offline: yang tampil adalah versi terakhir yang kamu buka / You are offline: what shows is the last version you opened';

/** The page's side of a service worker: its messages, and what the page posts to the one controlling it. */
function serviceWorkerOfThePage() {
  const container = new EventTarget();
  const posted: unknown[] = [];
  Object.defineProperty(container, 'controller', { value: { postMessage: (m: unknown) => posted.push(m) } });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const says = (reachable: boolean) =>
    act(() => {
      container.dispatchEvent(new MessageEvent('message', { data: { type: NETWORK_STATE, reachable } }));
    });
  return { posted, says };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('asks the service worker once it runs, and shows while the worker finds the network answers nothing', () => {
  const worker = serviceWorkerOfThePage();
  render(<OfflineBanner />);
  expect(worker.posted).toEqual([{ type: ASK_NETWORK_STATE }]);
  expect(screen.queryByTestId('offline-banner')).toBeNull();

  worker.says(false);
  expect(screen.getByTestId('offline-banner')).toHaveTextContent(BANNER);
  worker.says(true);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
});

it('shows while the device says it is offline, with no service worker', () => {
  render(<OfflineBanner />);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByTestId('offline-banner')).toHaveTextContent(BANNER);
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByTestId('offline-banner')).toBeNull();
});
