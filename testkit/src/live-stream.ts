import http, { type IncomingHttpHeaders } from 'node:http';
import { pause } from './waiting';

/** One `tally` event of a live stream: its id and its data. */
export interface TallyEvent<T> {
  id: string;
  data: T;
}

/**
 * A live-tally stream (server-sent events) read over real HTTP, one `tally` event at a time, on a connection of
 * its own that closing the stream closes (a pooled keep-alive connection would outlive it and hold a closing
 * server open).
 */
export async function openStream<T>(url: string) {
  const events: TallyEvent<T>[] = [];
  let buffer = '';
  let ended!: () => void;
  let open = true;
  const finished = new Promise<void>((resolve) => (ended = resolve));
  const { request, response } = await new Promise<{
    request: http.ClientRequest;
    response: http.IncomingMessage;
  }>((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => resolve({ request, response }));
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(frame)?.[1];
      if (field('event') === 'tally')
        events.push({ id: field('id')!, data: JSON.parse(field('data')!) as T });
    }
  });
  const end = () => {
    open = false;
    ended();
  };
  response.on('close', end);
  response.on('error', end);
  return {
    status: response.statusCode,
    headers: response.headers as IncomingHttpHeaders,
    /** The next event not yet taken, or undefined when none comes within `ms` or the stream has ended. */
    async next(ms = 1000): Promise<TallyEvent<T> | undefined> {
      for (const deadline = Date.now() + ms; Date.now() < deadline;) {
        if (events.length > 0 || !open) return events.shift();
        await pause(20);
      }
      return events.shift();
    },
    async close() {
      request.destroy();
      await finished;
    },
  };
}
