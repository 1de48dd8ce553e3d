import { pause } from './waiting';

/** One `tally` event of a live stream: its id and its data. */
export interface TallyEvent<T> {
  id: string;
  data: T;
}

/** A live-tally stream (server-sent events) read over real HTTP, one `tally` event at a time. */
export async function openStream<T>(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: TallyEvent<T>[] = [];
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(frame)?.[1];
        if (field('event') === 'tally')
          events.push({ id: field('id')!, data: JSON.parse(field('data')!) as T });
      }
    }
  })();
  return {
    response,
    /** The next event not yet taken, or undefined when none comes within `ms`. */
    async next(ms = 1000): Promise<TallyEvent<T> | undefined> {
      for (const deadline = Date.now() + ms; Date.now() < deadline;) {
        if (events.length > 0) return events.shift();
        await pause(20);
      }
      return events.shift();
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
