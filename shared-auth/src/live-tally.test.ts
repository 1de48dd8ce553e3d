import type { CampaignDetail, SupporterEntry } from '@fanhub/contract';
import { act, renderHook } from '@testing-library/react';
import { followLiveTally, useLiveTally, withNewest } from './live-tally';
import { setRuntimeConfig } from './runtime-config';

/** The browser's EventSource as far as the follower uses it: opened URLs, events sent, errors raised. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: URL) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  send(id: string, data: unknown) {
    for (const listener of this.listeners)
      listener({ lastEventId: id, data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  setRuntimeConfig({ apiBaseUrl: 'https://api.fanhub.test/v1' });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

it('hands over every tally, reconnects after 1 s, 2 s, 4 s when the stream is lost, and resumes', () => {
  const tallies: unknown[] = [];
  const stop = followLiveTally('voting-project', 'p-1', (tally) => tallies.push(tally));
  const first = FakeEventSource.opened[0]!;
  expect(first.url.toString()).toBe('https://api.fanhub.test/v1/live/voting-project/p-1');
  first.send('a1', { totalVotes: 10 });
  expect(tallies).toEqual([{ totalVotes: 10 }]);

  first.onerror!();
  expect(first.closed).toBe(true);
  jest.advanceTimersByTime(999);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  const second = FakeEventSource.opened[1]!;
  expect(second.url.searchParams.get('lastEventId')).toBe('a1');

  second.onerror!();
  jest.advanceTimersByTime(1999);
  expect(FakeEventSource.opened).toHaveLength(2);
  jest.advanceTimersByTime(1);
  const third = FakeEventSource.opened[2]!;
  third.onerror!();
  jest.advanceTimersByTime(4000);
  const fourth = FakeEventSource.opened[3]!;
  // A tally arriving resets the wait to 1 s.
  fourth.send('a2', { totalVotes: 12 });
  fourth.onerror!();
  jest.advanceTimersByTime(1000);
  expect(FakeEventSource.opened[4]!.url.searchParams.get('lastEventId')).toBe('a2');
  expect(tallies).toEqual([{ totalVotes: 10 }, { totalVotes: 12 }]);

  stop();
  expect(FakeEventSource.opened[4]!.closed).toBe(true);
  FakeEventSource.opened[4]!.onerror?.();
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(5);
});

it('renders a live snapshot only when it changes what the page shows (the first, on connecting, is its own data)', () => {
  const loaded = { _id: 'c-1', collectedCoins: 100, supports: [] } as unknown as CampaignDetail;
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useLiveTally('campaign', 'c-1', loaded);
  });
  const stream = FakeEventSource.opened[0]!;
  const before = renders;
  act(() => stream.send('e1', loaded));
  expect(renders).toBe(before);
  expect(result.current).toBe(loaded);
  act(() => stream.send('e2', { ...loaded, collectedCoins: 150 }));
  expect(renders).toBeGreaterThan(before);
  expect(result.current?.collectedCoins).toBe(150);
});

describe('withNewest: the newest votes of a live event joined to the list a page shows', () => {
  const entry = (n: number): SupporterEntry => ({
    _id: `v-${n}`,
    userId: `fan-${n}`,
    name: `Fan ${n}`,
    email: 'fa*@fanhub.test',
    avatar: null,
    coins: 1,
    message: '',
    createdAt: new Date(Date.UTC(2026, 10, 23, 0, 0, n)).toISOString(),
  });
  /** Votes `to` down to `from`, newest first. */
  const newestFirst = (to: number, from: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => entry(to - i));

  it('puts the event’s votes before those already shown, dropping none between, at most 100', () => {
    const shown = newestFirst(100, 1);
    const merged = withNewest(shown, newestFirst(105, 86));
    expect(merged.map((vote) => vote._id)).toEqual(newestFirst(105, 6).map((vote) => vote._id));
  });

  it('shows the event’s votes alone when more arrived than an event carries, rather than a list with a hole', () => {
    expect(withNewest(newestFirst(100, 1), newestFirst(150, 131))).toEqual(newestFirst(150, 131));
  });

  it('takes an event with fewer than 20 votes as the whole list', () => {
    expect(withNewest(newestFirst(12, 1), newestFirst(13, 1))).toEqual(newestFirst(13, 1));
  });
});
