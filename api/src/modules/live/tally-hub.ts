import { createHash } from 'node:crypto';
import { LIVE_SUPPORTERS, LIVE_TALLY_EVENT } from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onThePrimary } from '../../db/public-reads';
import { INTERNAL_REQUEST_HEADER } from '../../observability/metrics-plugin';
import { inEveryReplica } from './every-replica';
import { natsTallyBus, postgresTallyBus, type TallyCarrier } from './tally-bus';

/** What a stream follows: a voting (its ranking), one project, a campaign, or an event (its seats). */
export type TallyKind = 'voting' | 'voting-project' | 'campaign' | 'event';
export type TallyKey = `${TallyKind}:${string}`;

/** The public read whose answer a stream of each kind sends. */
const SNAPSHOT_URL: Record<TallyKind, (id: string) => string> = {
  voting: (id) => `/v1/client/voting/detail/${id}`,
  'voting-project': (id) => `/v1/client/voting-project/${id}`,
  campaign: (id) => `/v1/client/campaign/${id}`,
  event: (id) => `/v1/client/event/${id}`,
};
/** The list of newest votes or supports an answer of each kind holds; an event carries its first LIVE_SUPPORTERS. */
const SUPPORTERS_OF: Partial<Record<TallyKind, string>> = { 'voting-project': 'votes', campaign: 'supports' };

/** Changes of this long are told to every replica in one message. */
const TELL_EVERY_MS = 100;
/** Streams of a changed tally get its new snapshot this often at most, however many coins move meanwhile. */
const PUSH_EVERY_MS = 200;
/** A comment line this often keeps idle streams open through proxies. */
const HEARTBEAT_MS = 15_000;

export interface Snapshot {
  /** The SSE `id`: a fingerprint of the data, so a resumed stream skips what it already has. */
  id: string;
  /** The whole event, ready to write. */
  event: string;
}

/** A stream a visitor holds open (a PassThrough piped into the answer). */
export interface Follower {
  write(text: string): unknown;
  end(): unknown;
}

export interface TallyHub {
  /** The tally's current snapshot, or undefined when there is no such voting, project or campaign. */
  snapshot(key: TallyKey): Promise<Snapshot | undefined>;
  /** Writes each new snapshot (and heartbeats) to `stream` until the answered function is called. */
  follow(key: TallyKey, stream: Follower): () => void;
  /** Coins moved on these tallies (after COMMIT): every replica's streams of them get fresh snapshots. */
  changed(keys: TallyKey[]): void;
  /** How many streams this replica holds open. */
  openStreams(): number;
  /** What carries this replica's changes to the others now (the database while no NATS node answers). */
  carrier(): TallyCarrier;
}

declare module 'fastify' {
  interface FastifyInstance {
    tallies: TallyHub;
  }
}

/**
 * Live tallies: each API process keeps the server-sent-event streams its visitors opened. A spend's route
 * calls `changed`; the keys reach every replica (this one included) over the tally bus (NATS when `NATS_URL`
 * names a cluster and a node answers, else PostgreSQL NOTIFY), at most one message every 100 ms per replica; each replica then
 * recomputes a changed tally once, on the primary (past the read cache and the replica, which may not have the
 * change yet), and writes it to every stream following it, at most every 200 ms.
 */
export const tallyHubPlugin = fp(async (app: FastifyInstance) => {
  const followers = new Map<TallyKey, Set<Follower>>();
  const lastSent = new Map<TallyKey, string>();
  const dirty = new Set<TallyKey>();
  const untold = new Set<TallyKey>();
  let closing = false;

  const snapshot = async (key: TallyKey): Promise<Snapshot | undefined> => {
    const at = key.indexOf(':');
    const [kind, id] = [key.slice(0, at) as TallyKind, key.slice(at + 1)];
    const answer = await onThePrimary(() =>
      app.inject({
        method: 'GET',
        url: SNAPSHOT_URL[kind](id),
        headers: { [INTERNAL_REQUEST_HEADER]: 'live tally' },
      }),
    );
    if (answer.statusCode !== 200) return undefined;
    const tally = (answer.json() as { data: Record<string, unknown> }).data;
    const supporters = SUPPORTERS_OF[kind];
    if (supporters) tally[supporters] = (tally[supporters] as unknown[]).slice(0, LIVE_SUPPORTERS);
    const data = JSON.stringify(tally);
    const fingerprint = createHash('sha1').update(data).digest('base64url').slice(0, 16);
    return { id: fingerprint, event: `id: ${fingerprint}\nevent: ${LIVE_TALLY_EVENT}\ndata: ${data}\n\n` };
  };

  const push = async () => {
    const keys = [...dirty];
    dirty.clear();
    for (const key of keys) {
      const streams = followers.get(key);
      if (!streams) continue;
      const fresh = await snapshot(key).catch((error: unknown) => {
        app.log.warn({ err: error, key }, 'live tally not computed; retrying');
        dirty.add(key);
      });
      if (!fresh || lastSent.get(key) === fresh.id) continue;
      lastSent.set(key, fresh.id);
      for (const stream of streams) stream.write(fresh.event);
    }
  };
  const bus =
    app.config.natsServers.length > 0
      ? natsTallyBus(app.config.natsServers, postgresTallyBus(app.db), app.log)
      : postgresTallyBus(app.db);
  const tell = async () => {
    if (untold.size === 0) return;
    const keys = [...untold];
    untold.clear();
    await bus.tell(keys).catch((error: unknown) => {
      app.log.warn({ err: error }, 'live tallies: could not tell the replicas of a change');
      for (const key of keys) untold.add(key);
    });
  };
  const stopListening = await bus.listen({
    heard(keys) {
      for (const key of keys) if (followers.has(key)) dirty.add(key);
    },
    // Changes told while the link was down were not heard: every followed tally may be stale.
    connected(up) {
      if (up) for (const key of followers.keys()) dirty.add(key);
    },
  });
  inEveryReplica(app, TELL_EVERY_MS, tell);
  inEveryReplica(app, PUSH_EVERY_MS, push);
  const heartbeat = setInterval(() => {
    for (const streams of followers.values()) for (const stream of streams) stream.write(': still here\n\n');
  }, HEARTBEAT_MS).unref();

  app.decorate('tallies', {
    snapshot,
    follow(key, stream) {
      // A stream opened while the replica closes (its snapshot was being read): ended at once, never left open.
      if (closing) {
        stream.end();
        return () => undefined;
      }
      const streams = followers.get(key) ?? new Set();
      followers.set(key, streams.add(stream));
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && followers.get(key) === streams) {
          followers.delete(key);
          lastSent.delete(key);
        }
      };
    },
    changed(keys) {
      for (const key of keys) untold.add(key);
    },
    openStreams() {
      let open = 0;
      for (const streams of followers.values()) open += streams.size;
      return open;
    },
    carrier: () => bus.carrier(),
  } satisfies TallyHub);

  // Streams never end by themselves: closing ends them, so a shutdown does not wait on them (after the
  // pushing and telling above have stopped: hooks run in the order they were added).
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    for (const streams of followers.values()) for (const stream of streams) stream.end();
    followers.clear();
    await tell();
    await stopListening();
  });
});
