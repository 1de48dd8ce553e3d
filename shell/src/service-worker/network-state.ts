import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Whether the network answers, as the service worker finds it, told to the fan's pages (ADR-293). A device can
 * believe it is online (`navigator.onLine`) while nothing answers: a captive portal, a Wi-Fi with no way out, a
 * signal that drops. The worker then shows the last version of each page; this is how the page learns it should
 * say so.
 */
export const NETWORK_STATE = 'fanhub:network-state';
/** A page asks, once it runs: the failed request that brought it may have come before it listened. */
export const ASK_NETWORK_STATE = 'fanhub:network-state?';

export interface NetworkStateMessage {
  type: typeof NETWORK_STATE;
  reachable: boolean;
}

export const isNetworkState = (data: unknown): data is NetworkStateMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === NETWORK_STATE;

/**
 * A Workbox plugin for every strategy that goes to the network: a request that reaches no server (not one the
 * server refuses) makes the network unreachable, the next that reaches one makes it reachable again; `changed` is
 * called on each change.
 */
export function networkWatch(changed: (reachable: boolean) => void): {
  plugin: WorkboxPlugin;
  reachable: () => boolean;
} {
  let reachable = true;
  const set = (now: boolean) => {
    if (now === reachable) return;
    reachable = now;
    changed(now);
  };
  return {
    plugin: {
      fetchDidFail: async () => set(false),
      fetchDidSucceed: async ({ response }) => {
        set(true);
        return response;
      },
    },
    reachable: () => reachable,
  };
}
