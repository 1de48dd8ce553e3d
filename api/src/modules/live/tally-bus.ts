import type { FastifyBaseLogger } from 'fastify';
import { connect, StringCodec, type NatsConnection } from 'nats';
import type { Database } from '../../db/database';
import type { TallyKey } from './tally-hub';

/** What a replica hears of the bus: the tallies another replica (or itself) changed, and when the link went or came back. */
export interface TallyListener {
  heard(keys: TallyKey[]): void;
  /** false: changes may be missed from now on; true: heard again (whatever was followed may be stale). */
  connected(up: boolean): void;
}

/**
 * How API replicas tell each other which tallies changed. The message is only a hint: a replica that hears it
 * reads the tally again from the database, so a message lost while a link is down costs nothing once the link is
 * back and every followed tally is read again (no replay, no JetStream needed).
 */
export interface TallyBus {
  /** What carries this replica's changes now: NATS, or PostgreSQL while no NATS node answers it. */
  carrier(): TallyCarrier;
  tell(keys: TallyKey[]): Promise<void>;
  /** Answers a function that stops listening (and closes the bus's own connection). */
  listen(listener: TallyListener): Promise<() => Promise<void>>;
}

export type TallyCarrier = 'postgres' | 'nats';

const CHANNEL = 'fanhub_tallies';

/** PostgreSQL's NOTIFY on the API's own database: nothing more to run (npm start, one machine). */
export function postgresTallyBus(db: Database): TallyBus {
  return {
    carrier: () => 'postgres',
    async tell(keys) {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(keys)]);
    },
    listen: (listener) =>
      db.listen(CHANNEL, {
        message: (payload) => listener.heard(JSON.parse(payload) as TallyKey[]),
        connected: (up) => listener.connected(up),
      }),
  };
}

/** The subject every replica publishes changed tallies on and subscribes to. */
export const TALLY_SUBJECT = 'fanhub.tallies';

/** How long a replica that reached no NATS node waits before it tries them all again. */
const NATS_DIAL_AGAIN_MS = 1000;

/**
 * NATS (the official `nats` client), for replicas past one machine: publishing costs the database nothing, where a
 * NOTIFY takes a lock at commit. The client fails over between the cluster's nodes (`servers`). While no node
 * answers (at start, or once every reconnect failed) changes go over `fallback` (PostgreSQL), which every replica
 * also listens on: the API starts and live tallies keep arriving without NATS, and `carrier()` says which is used.
 */
export function natsTallyBus(servers: string[], fallback: TallyBus, log: FastifyBaseLogger): TallyBus {
  const codec = StringCodec();
  let nats: NatsConnection | undefined;
  let up = false;
  let closed = false;

  const follow = (connection: NatsConnection, listener: TallyListener) => {
    connection.subscribe(TALLY_SUBJECT, {
      callback: (error, message) => {
        if (error) return log.warn({ err: error }, 'live tallies: NATS subscription failed');
        listener.heard(JSON.parse(codec.decode(message.data)) as TallyKey[]);
      },
    });
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect') {
          log.warn(
            { server: status.data },
            'live tallies: NATS node lost; reconnecting, the database meanwhile',
          );
          up = false;
          listener.connected(false);
        } else if (status.type === 'reconnect') {
          log.info({ server: status.data }, 'live tallies: NATS connected again');
          up = true;
          listener.connected(true);
        }
      }
    })();
  };

  /** Tries every node until one answers (or the bus closes); the client reconnects by itself from then on. */
  const dial = async (listener: TallyListener) => {
    for (let attempt = 0; !closed; attempt++) {
      try {
        const connection = await connect({
          servers,
          name: 'fanhub-api',
          maxReconnectAttempts: -1,
          reconnectTimeWait: 250,
        });
        if (closed) return void (await connection.close());
        follow(connection, listener);
        [nats, up] = [connection, true];
        if (attempt > 0) log.info('live tallies: NATS reached; changes go over it again');
        return;
      } catch (error) {
        if (attempt === 0)
          log.warn(
            { err: error, servers },
            'live tallies: no NATS node answers; the database carries them meanwhile',
          );
        await new Promise((resolve) => setTimeout(resolve, NATS_DIAL_AGAIN_MS).unref());
      }
    }
  };

  return {
    carrier: () => (up ? 'nats' : 'postgres'),
    async tell(keys) {
      if (up && nats) nats.publish(TALLY_SUBJECT, codec.encode(JSON.stringify(keys)));
      else await fallback.tell(keys);
    },
    async listen(listener) {
      const stopFallback = await fallback.listen(listener);
      const dialled = dial(listener);
      return async () => {
        closed = true;
        up = false;
        await Promise.race([dialled, new Promise((resolve) => setTimeout(resolve, 1000))]);
        await stopFallback();
        const connection = nats;
        if (!connection) return;
        // Drained within a second, else closed: a shutdown never waits on a node that went away.
        const drained = Promise.resolve()
          .then(() => connection.drain())
          .catch(() => undefined);
        await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000))]);
        if (!connection.isClosed()) await connection.close().catch(() => undefined);
      };
    },
  };
}
