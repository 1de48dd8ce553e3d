import { AsyncLocalStorage } from 'node:async_hooks';
import { openPostgres, type Database, type PostgresOptions, type Queryable } from './database';

/**
 * Where public reads (lists, details, news: what every fan sees alike) go: a streaming replica of the primary
 * while it answers and keeps up, else the primary. A fan's own reads and every write stay on the primary.
 */
export interface PublicReads extends Queryable {
  /** The replica as last checked; undefined without one. */
  replica(): ReplicaState | undefined;
  close(): Promise<void>;
}

export interface ReplicaState {
  /** It answered the last check, as a standby. */
  up: boolean;
  /** How far behind the primary it replays (0 when it has replayed all the primary has written). */
  lagSeconds: number;
  /** Public reads go to it now: up, and within the configured lag. */
  inUse: boolean;
}

const primaryScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` with every public read made on its behalf (in-process requests included) on the primary, past the
 * read cache: for what must see the last commit, as a live tally must (a replica's older total would look
 * unchanged, and the stream would wait for the next change to send it; ADR-270).
 */
export const onThePrimary = <T>(work: () => Promise<T>): Promise<T> => primaryScope.run(true, work);
/** Whether the reads made here are `onThePrimary`'s. */
export const readingThePrimary = (): boolean => primaryScope.getStore() === true;

/** How often the replica's lag is measured: a replica falling behind is left within about this long. */
export const CHECK_EVERY_MS = 500;
/** The primary positions kept while the replica has not replayed them: an hour of checks. */
const MAX_POSITIONS = 7200;

/** The primary alone: without a replica, public reads are the primary's reads. */
export const primaryOnly = (primary: Database): PublicReads => ({
  query: (sql, params) => primary.query(sql, params),
  exec: (sql) => primary.exec(sql),
  replica: () => undefined,
  close: async () => undefined,
});

/**
 * A failure of the replica rather than of the read: no answer, a lost or refused connection (08), the server
 * shutting down or starting (57P0x), out of resources (53), or a read cancelled by the replica's recovery (40001).
 * The same read is then made on the primary.
 */
const replicasFault = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  const sqlState = /^[0-9A-Z]{5}$/.test(code);
  return !sqlState || /^(08|53|57P0)/.test(code) || code === '40001';
};

/** LSNs as PostgreSQL prints them (`16/B374D848`), comparable. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

interface Standby {
  standby: boolean;
  replayed: string | null;
}

/**
 * Public reads over the replica at `config.replicaUrl`, checked every CHECK_EVERY_MS against `primary`: used
 * while it is a standby whose lag is at most `config.replicaMaxLagMs`; a read the replica fails is made on the
 * primary, and the replica is left until a check finds it well again. A replica that cannot be reached at start
 * is reached when it can: the API starts on the primary alone.
 */
export function openPublicReads(
  primary: Database,
  config: PostgresOptions & { replicaUrl: string; replicaMaxLagMs: number },
  report: (error: Error) => void,
): PublicReads {
  let replica: Database | undefined;
  let state: ReplicaState = { up: false, lagSeconds: 0, inUse: false };
  let stopped = false;
  const maxLagSeconds = config.replicaMaxLagMs / 1000;

  // The primary's write positions seen at each check that the replica has not replayed yet, oldest first: the
  // replica is as far behind as the oldest of them is old (0 once it has replayed all of them).
  const unreplayed: { lsn: bigint; at: number }[] = [];
  const behindSeconds = () => (unreplayed.length === 0 ? 0 : (Date.now() - unreplayed[0]!.at) / 1000);
  const check = async () => {
    try {
      if (!replica) {
        // The replica is the server itself (a pooler names the primary's URL only): its connections carry their
        // time budget from their start.
        replica = await openPostgres(config.replicaUrl, {
          ...config,
          pooler: undefined,
          directUrl: undefined,
        });
        replica.reportConnectionErrors(report);
      }
      const written = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const position = lsnValue(written.rows[0]!.lsn);
      if (position > (unreplayed.at(-1)?.lsn ?? -1n)) unreplayed.push({ lsn: position, at: Date.now() });
      if (unreplayed.length > MAX_POSITIONS) unreplayed.shift();
      const standby = (
        await replica.query<Standby>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        )
      ).rows[0]!;
      const replayed = standby.replayed === null ? -1n : lsnValue(standby.replayed);
      while (unreplayed.length > 0 && unreplayed[0]!.lsn <= replayed) unreplayed.shift();
      const lagSeconds = behindSeconds();
      // A replica promoted to a primary of its own no longer follows this one: its answers would drift.
      state = { up: standby.standby, lagSeconds, inUse: standby.standby && lagSeconds <= maxLagSeconds };
    } catch (error) {
      if (state.up) report(error as Error);
      state = { up: false, lagSeconds: behindSeconds(), inUse: false };
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let checking = check();
  const loop = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = check().then(loop);
    }, CHECK_EVERY_MS);
  };
  void checking.then(loop);

  return {
    async query(sql, params) {
      if (!state.inUse || !replica || readingThePrimary()) return primary.query(sql, params);
      try {
        return await replica.query(sql, params);
      } catch (error) {
        if (!replicasFault(error)) throw error;
        report(error as Error);
        state = { ...state, up: false, inUse: false };
        return primary.query(sql, params);
      }
    },
    exec: (sql) => primary.exec(sql),
    replica: () => state,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await checking;
      await replica?.close();
    },
  };
}
