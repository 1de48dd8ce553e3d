import type { CampaignDetail, LIVE_TALLY_EVENT, ProjectDetail, VotingDetail } from '@fanhub/contract';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from './runtime-config';

/** What each live stream sends: the same data as the page's own GET. */
export interface LiveTallies {
  voting: VotingDetail;
  'voting-project': ProjectDetail;
  campaign: CampaignDetail;
}

// The contract's event name, checked against it (front ends import only types from the contract).
const TALLY_EVENT: typeof LIVE_TALLY_EVENT = 'tally';
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
 * `loaded` (the page's own GET), replaced by every live snapshot that arrives after it; a new `loaded` (a
 * reload) wins again. When the stream is lost the page keeps the last totals it had.
 */
export function useLiveTally<S extends keyof LiveTallies>(
  stream: S,
  id: string,
  loaded: LiveTallies[S] | undefined,
): LiveTallies[S] | undefined {
  const [latest, setLatest] = useState(loaded);
  useEffect(() => setLatest(loaded), [loaded]);
  useEffect(() => followLiveTally(stream, id, setLatest), [stream, id]);
  return latest ?? loaded;
}
