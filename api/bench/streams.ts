import http from 'node:http';
import { pause } from '@fanhub/testkit';
import type { Database } from '../src/db/database';

export interface StreamFigures {
  streams: number;
  /** Tally events received, over every stream, while the votes ran. */
  events: number;
  /** From the moment the database held a total to the moment a stream received it. */
  p50Ms: number;
  p99Ms: number;
  /** Share of events that arrived within a second of their total. */
  withinOneSecond: number;
}

/** When the project's total (votes, pending credits included) first reached each value, read every 50 ms. */
function watchTotal(db: Database, projectId: string) {
  const seen: { at: number; total: number }[] = [];
  let running = true;
  const watching = (async () => {
    while (running) {
      const { rows } = await db.query<{ total: number }>(
        "SELECT balance AS total FROM ledger_account_totals WHERE kind = 'voting_project' AND owner_id = $1",
        [projectId],
      );
      const total = rows[0]?.total ?? 0;
      if (seen.at(-1)?.total !== total) seen.push({ at: Date.now(), total });
      await pause(50);
    }
  })();
  return {
    /** The first time the database held at least `total`. */
    reached: (total: number) => seen.find((point) => point.total >= total)?.at,
    stop: async () => {
      running = false;
      await watching;
    },
  };
}

/**
 * Opens `count` live streams of a project (200 at a time), runs `during` (the vote load on that project), and
 * measures how long each total the streams receive took from the database to them.
 */
export async function measureStreams(
  api: string,
  db: Database,
  projectId: string,
  count: number,
  during: () => Promise<unknown>,
): Promise<StreamFigures> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const received: { at: number; total: number }[] = [];
  const requests: http.ClientRequest[] = [];
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${api}/v1/live/voting-project/${projectId}`, { agent }, (response) => {
        response.setEncoding('utf8');
        let rest = '';
        response.on('data', (chunk: string) => {
          // Whole events only: an event ends with a blank line; its total leads its data.
          const text = rest + chunk;
          const end = text.lastIndexOf('\n\n');
          rest = text.slice(end + 2);
          for (const match of text.slice(0, Math.max(0, end)).matchAll(/"totalVotes":(\d+)/g))
            received.push({ at: Date.now(), total: Number(match[1]) });
        });
        resolve();
      });
      request.on('error', reject);
      requests.push(request);
    });
  for (let opened = 0; opened < count; opened += 200) {
    await Promise.all(Array.from({ length: Math.min(200, count - opened) }, open));
  }
  const total = watchTotal(db, projectId);
  const from = Date.now();
  received.length = 0;
  await during();
  await total.stop();
  for (const request of requests) request.destroy();
  agent.destroy();

  const latencies = received
    .filter((event) => event.at >= from)
    .flatMap((event) => {
      const reached = total.reached(event.total);
      return reached === undefined ? [] : [Math.max(0, event.at - reached)];
    })
    .sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    streams: requests.length,
    events: latencies.length,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    withinOneSecond: latencies.filter((ms) => ms <= 1000).length / Math.max(1, latencies.length),
  };
}
