import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Client, DatabaseError, Pool, types, type PoolClient } from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Tells `report` about connections the server drops (restart, failover); the pool replaces them. */
  reportConnectionErrors(report: (error: Error) => void): void;
  /**
   * Hears every NOTIFY on `channel`, from any connection to the database (every replica). On a server the
   * listening connection can be lost: `connected(false)` says notifications may be missed from then on,
   * `connected(true)` that they are heard again (it reconnects by itself). Answers a function that stops.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On a server, all
   * its statements together get the statement timeout (a request waiting on one lock after another still fails
   * fast); `{ budgeted: false }` gives each statement its own (migrations, seeding).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { budgeted: boolean }): Promise<T>;
  /** How its connections are used now (the pool's gauges for metrics). */
  connections(): ConnectionUse;
  close(): Promise<void>;
}

export interface ConnectionUse {
  /** Connections running a query or a transaction. */
  inUse: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface NotificationListener {
  message(payload: string): void;
  connected(up: boolean): void;
}

const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;
// Coin amounts and counts are bigint columns; every value we store fits a JS number exactly.
const parseInt8 = (value: string): number => Number(value);
// Timestamps leave the data layer as ISO 8601 text, exactly as the API's answers carry them.
const parseTimestamp = types.getTypeParser(TIMESTAMPTZ_OID) as (value: string) => Date;
const isoTimestamp = (value: string): string => parseTimestamp(value).toISOString();
types.setTypeParser(INT8_OID, parseInt8);
types.setTypeParser(TIMESTAMPTZ_OID, isoTimestamp);

export interface PostgresOptions {
  poolSize: number;
  /** How long a request waits for a connection before it is refused. */
  connectTimeoutMs: number;
  /** Longest a statement may run; a stuck query is cancelled instead of holding a connection forever. */
  statementTimeoutMs: number;
  /** Longest a transaction may sit idle holding its locks. */
  idleInTransactionTimeoutMs: number;
  /**
   * `transaction`: the URL is a pooler handing each transaction any server connection (PgBouncer in transaction
   * mode, ADR-256). Statements are then not prepared by name, and the timeouts are set in each transaction rather
   * than when a connection starts; `LISTEN` goes to `directUrl`.
   */
  pooler?: 'transaction';
  /** The server itself, for what needs a session of its own (`LISTEN`); the URL's when unset. */
  directUrl?: string;
}

export async function openPostgres(connectionString: string, options: PostgresOptions): Promise<Database> {
  const pooled = options.pooler === 'transaction';
  const pool = new Pool({
    connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // A pooler refuses these as a connection's start-up parameters (its server connections are shared).
    ...(pooled
      ? {}
      : {
          statement_timeout: options.statementTimeoutMs,
          idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
        }),
  });
  // Through a pooler, a transaction's timeouts ride on its BEGIN: one round trip, as before.
  const begin = pooled
    ? `BEGIN; SET LOCAL statement_timeout = ${Math.trunc(options.statementTimeoutMs)}; ` +
      `SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(options.idleInTransactionTimeoutMs)}`
    : 'BEGIN';
  // An idle connection the server drops is discarded by the pool and the next query opens a new one;
  // without a listener the event would crash the process. The app reports it in its log.
  let report: (error: Error) => void = () => undefined;
  pool.on('error', (error) => report(error));
  const listening = new Set<() => Promise<void>>();
  if (pooled) await setBudgetsAsRoleDefaults(options.directUrl ?? connectionString, options);
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    reportConnectionErrors: (listener) => void (report = listener),
    ...pgQueryable(pool, { prepared: !pooled }),
    async listen(channel, listener) {
      const stop = await listenOnServer(options.directUrl ?? connectionString, channel, listener);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    async transaction(work, { budgeted } = { budgeted: true }) {
      const client = await pool.connect();
      // A connection lost while checked out (a server restart) is reported here instead of crashing the
      // process, and the client is destroyed rather than handed to the next request.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
        report(error);
      };
      client.on('error', onError);
      try {
        await client.query(begin);
        const queryable = pgQueryable(client, { prepared: !pooled });
        const result = await work(budgeted ? withinBudget(queryable, options.statementTimeoutMs) : queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => (lost ??= rollbackFailed));
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize,
    }),
    // Closing the database ends its listeners too, whoever forgot to stop them.
    async close() {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * Through a pooler, a statement outside a transaction (a fan's spend, most reads) has neither start-up parameters
 * nor a BEGIN to carry its time budget: the pooler's server connections are opened for every client. The budget
 * is then the role's own default in this database, which every session the pooler opens starts with (ALTER ROLE
 * … IN DATABASE … SET, PgBouncer's advice; any role may set its own). Set on the server itself, under a lock,
 * as replicas start together (ADR-269).
 */
async function setBudgetsAsRoleDefaults(serverUrl: string, options: PostgresOptions): Promise<void> {
  const client = new Client({
    connectionString: serverUrl,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('fanhub: the API role defaults'))");
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    const inThisDatabase = `ALTER ROLE CURRENT_USER IN DATABASE ${client.escapeIdentifier(rows[0]!.name)} SET`;
    await client.query(`${inThisDatabase} statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
    await client.query(
      `${inThisDatabase} idle_in_transaction_session_timeout = ${Math.trunc(options.idleInTransactionTimeoutMs)}`,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

const statementNames = new Map<string, string>();
/**
 * Every query runs as a named prepared statement: each connection parses and plans a statement once, not on
 * every call (planning cost as much as running most of our queries).
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Queries on `runner`, each a named prepared statement unless `prepared` is false: a pooler in transaction mode
 * (PgBouncer before 1.21) would send the next use of a name to a server connection that never prepared it.
 */
function pgQueryable(runner: Pool | PoolClient, { prepared }: { prepared: boolean }): Queryable {
  const config = (sql: string, params?: unknown[]) => ({
    ...(prepared ? { name: statementName(sql) } : {}),
    text: sql,
    values: params,
  });
  if (runner instanceof Pool) {
    return {
      query: async <Row>(sql: string, params?: unknown[]) =>
        (await onPooledConnection(runner, (client) =>
          client.query(config(sql, params)),
        )) as unknown as QueryResult<Row>,
      // A script may hold its own transaction: one that fails leaves its connection inside it, which goes.
      exec: async (sql) =>
        void (await onPooledConnection(runner, (client) => client.query(sql), { keepOnRefusal: false })),
    };
  }
  return {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await runner.query(config(sql, params))) as unknown as QueryResult<Row>,
    exec: async (sql) => void (await runner.query(sql)),
  };
}

/**
 * Runs `work` on a connection of the pool and gives it back, keeping it when the server refused the statement.
 * pg-pool's own `pool.query` destroys the connection on every error, a refusal included (a sold-out event, a
 * balance too low): at an on-sale every fan told "sold out" cost the next request a new server process, about
 * 40 ms here (docs/performance.md). A connection is dropped only when it is broken: lost, ended by the server
 * (a FATAL error), or failing in a way the server did not answer.
 */
async function onPooledConnection<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  { keepOnRefusal } = { keepOnRefusal: true },
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection lost while checked out is reported here (pg emits it on the client), not as an uncaught error.
  const onError = (error: Error) => void (broken ??= error);
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    if (!keepOnRefusal || !refusedByServer(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** An error the server answered with while the connection stays usable (not FATAL or PANIC, which end it). */
const refusedByServer = (error: unknown): boolean =>
  error instanceof DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';

/** A transaction this far into its budget tells the server how much is left before each statement. */
const BUDGET_CHECKED_AFTER_MS = 200;

/**
 * `tx` with `budgetMs` for all its statements together: past it, the next statement is refused as busy
 * (PostgreSQL's statement-timeout code, so it answers like one); close to it, the server is told to cancel
 * the next statement when the time left runs out.
 */
function withinBudget(tx: Queryable, budgetMs: number): Queryable {
  const deadline = Date.now() + budgetMs;
  const budgetLeft = async () => {
    const left = deadline - Date.now();
    if (left <= 0) {
      throw Object.assign(new Error('transaction ran out of its time budget'), { code: '57014' });
    }
    if (budgetMs - left >= BUDGET_CHECKED_AFTER_MS) {
      await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(left)]);
    }
  };
  return {
    query: async (sql, params) => {
      await budgetLeft();
      return tx.query(sql, params);
    },
    exec: async (sql) => {
      await budgetLeft();
      return tx.exec(sql);
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/** A connection of its own outside the pool (a pooled one would be handed to queries), replaced when lost. */
async function listenOnServer(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on(
      'notification',
      ({ channel: heard, payload }) => heard === channel && listener.message(payload ?? ''),
    );
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    next.on('end', () => {
      if (stopped) return;
      listener.connected(false);
      void reconnect();
    });
    client = next;
    listener.connected(true);
  };
  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, RELISTEN_DELAY_MS).unref());
      if (stopped) return;
      if (
        await connect().then(
          () => true,
          () => false,
        )
      )
        return;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * `dataDir` is a folder (survives restarts) or `memory://` (gone when closed); `startFrom`, a data directory
 * dumped before (PGlite's `dumpDataDir`), starts it as that copy rather than an empty one.
 */
export async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  return pgliteDatabase(
    await PGlite.create(dataDir, {
      parsers: { [INT8_OID]: parseInt8, [TIMESTAMPTZ_OID]: isoTimestamp },
      ...(startFrom ? { loadDataDir: startFrom } : {}),
    }),
  );
}

/** A PGlite instance as a `Database` (its coin and time parsers are the caller's to set). */
export function pgliteDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    reportConnectionErrors: () => undefined,
    query: async (sql, params) => db.query(sql, params),
    // A script may hold its own transaction (pg-boss's maintenance): one that fails must not leave the only
    // connection inside it.
    exec: async (sql) =>
      void (await db.exec(sql).catch(async (error: unknown) => {
        if (/^\s*BEGIN;/.test(sql)) await db.exec('ROLLBACK').catch(() => undefined);
        throw error;
      })),
    // One connection in one process: nothing can be missed.
    async listen(channel, listener) {
      const stop = await db.listen(channel, (payload) => listener.message(payload));
      listener.connected(true);
      // The app may close the database first; nothing is left to stop then.
      return () => stop().catch(() => undefined);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => tx.query(sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    // One connection, shared by every query in turn: PGlite queues them itself and says nothing of its queue.
    connections: () => ({ inUse: 0, idle: 1, waiting: 0, max: 1 }),
    close: () => db.close(),
  };
}
