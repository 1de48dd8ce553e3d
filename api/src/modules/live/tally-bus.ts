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
  readonly name: 'postgres' | 'nats';
  tell(keys: TallyKey[]): Promise<void>;
  /** Answers a function that stops listening (and closes the bus's own connection). */
  listen(listener: TallyListener): Promise<() => Promise<void>>;
}

const CHANNEL = 'fanhub_tallies';

/** PostgreSQL's NOTIFY on the API's own database: nothing more to run (npm start, one machine). */
export function postgresTallyBus(db: Database): TallyBus {
  return {
    name: 'postgres',
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

/**
 * NATS (the official `nats` client), for replicas past one machine: publishing costs the database nothing, where a
 * NOTIFY takes a lock at commit. The client fails over between the cluster's nodes (`servers`) and keeps what is
 * published while no node answers, sending it once one does.
 */
export function natsTallyBus(servers: string[], log: FastifyBaseLogger): TallyBus {
  const codec = StringCodec();
  let connection: NatsConnection | undefined;
  const connected = async () => {
    connection ??= await connect({
      servers,
      name: 'fanhub-api',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      waitOnFirstConnect: true,
    });
    return connection;
  };
  return {
    name: 'nats',
    async tell(keys) {
      (await connected()).publish(TALLY_SUBJECT, codec.encode(JSON.stringify(keys)));
    },
    async listen(listener) {
      const nats = await connected();
      const subscription = nats.subscribe(TALLY_SUBJECT, {
        callback: (error, message) => {
          if (error) return log.warn({ err: error }, 'live tallies: NATS subscription failed');
          listener.heard(JSON.parse(codec.decode(message.data)) as TallyKey[]);
        },
      });
      void (async () => {
        for await (const status of nats.status()) {
          if (status.type === 'disconnect') {
            log.warn({ server: status.data }, 'live tallies: NATS node lost; reconnecting');
            listener.connected(false);
          } else if (status.type === 'reconnect') {
            log.info({ server: status.data }, 'live tallies: NATS connected again');
            listener.connected(true);
          }
        }
      })();
      return async () => {
        subscription.unsubscribe();
        // Drained within a second, else closed: a shutdown never waits on a node that went away.
        const drained = Promise.resolve()
          .then(() => nats.drain())
          .catch(() => undefined);
        await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000))]);
        if (!nats.isClosed()) await nats.close().catch(() => undefined);
      };
    },
  };
}
