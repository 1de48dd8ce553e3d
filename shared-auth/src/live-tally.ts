import type {
  CampaignDetail,
  FanEvent,
  LIVE_SUPPORTERS,
  LIVE_TALLY_EVENT,
  ProjectDetail,
  SupporterEntry,
  SUPPORTERS_SHOWN,
  VotingDetail,
} from '@fanhub/contract';
import { startTransition, useEffect, useState } from 'react';
import { getRuntimeConfig } from './runtime-config';

/** What each live stream sends: the same data as the page's own GET. */
export interface LiveTallies {
  voting: VotingDetail;
  'voting-project': ProjectDetail;
  campaign: CampaignDetail;
  event: FanEvent;
}

// The contract's event name and list lengths, checked against it (front ends import only types from the contract).
const TALLY_EVENT: typeof LIVE_TALLY_EVENT = 'tally';
const EVENT_SUPPORTERS: typeof LIVE_SUPPORTERS = 20;
const SHOWN: typeof SUPPORTERS_SHOWN = 100;
/** The list of newest votes or supports in each stream's tally (an event carries the first EVENT_SUPPORTERS). */
const SUPPORTERS_OF: Partial<Record<keyof LiveTallies, 'votes' | 'supports'>> = {
  'voting-project': 'votes',
  campaign: 'supports',
};
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Follows `/live/{stream}/{id}` (server-sent events) and calls `onTally` with every snapshot. A lost stream is
 * opened again after 1 s, 2 s, 4 s … (at most 30 s; back to 1 s once one arrives), resuming from the last
 * event it got. Answers a function that stops following. Does nothing where EventSource does not exist.
 */
export function followLiveTally<S extends keyof LiveTallies>(
  stream: S,
  id: string,
  onTally: (tally: LiveTallies[S]) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | undefined;
  let lastEventId = '';
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const url = new URL(`${getRuntimeConfig().apiBaseUrl}/live/${stream}/${encodeURIComponent(id)}`);
    if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
    source = new EventSource(url);
    source.addEventListener(TALLY_EVENT, (event: MessageEvent<string>) => {
      lastEventId = event.lastEventId;
      retryMs = FIRST_RETRY_MS;
      onTally(JSON.parse(event.data) as LiveTallies[S]);
    });
    source.onerror = () => {
      source?.close();
      if (stopped) return;
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}

/**
 * The newest votes or supports of a live event put before those the page shows (at most SHOWN). When even the
 * oldest of a full event's entries is new to the page, more arrived than an event carries: the page then shows
 * the event's alone rather than a list with a hole in it. An event with fewer holds the whole list.
 */
export function withNewest(shown: SupporterEntry[], fresh: SupporterEntry[]): SupporterEntry[] {
  if (fresh.length < EVENT_SUPPORTERS) return fresh;
  const oldest = shown.findIndex((entry) => entry._id === fresh.at(-1)!._id);
  return oldest === -1 ? fresh : [...fresh, ...shown.slice(oldest + 1)].slice(0, SHOWN);
}

/**
 * `loaded` (the page's own GET), brought up to date by every live snapshot that arrives after it (its totals
 * replace the page's, its newest votes or supports join the page's list); a new `loaded` (a reload) wins again.
 * When the stream is lost the page keeps the last totals it had.
 */
export function useLiveTally<S extends keyof LiveTallies>(
  stream: S,
  id: string,
  loaded: LiveTallies[S] | undefined,
): LiveTallies[S] | undefined {
  const [latest, setLatest] = useState(loaded);
  useEffect(() => setLatest(loaded), [loaded]);
  useEffect(() => {
    const list = SUPPORTERS_OF[stream];
    const entries = (tally: LiveTallies[S]) => (tally as unknown as Record<string, SupporterEntry[]>)[list!]!;
    // A live figure is never urgent: rendered as a transition, it yields to a fan's tap. A snapshot that changes
    // nothing (the first, on connecting, is the page's own data) renders nothing.
    return followLiveTally(stream, id, (fresh) =>
      startTransition(() =>
        setLatest((shown) => {
          if (!shown) return fresh;
          const next = list ? { ...fresh, [list]: withNewest(entries(shown), entries(fresh)) } : fresh;
          return JSON.stringify(next) === JSON.stringify(shown) ? shown : next;
        }),
      ),
    );
  }, [stream, id]);
  return latest ?? loaded;
}
