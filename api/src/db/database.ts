import { PGlite } from '@electric-sql/pglite';
import { Pool, types, type PoolClient } from 'pg';

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
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
}

export async function openPostgres(connectionString: string, options: PostgresOptions): Promise<Database> {
  const pool = new Pool({
    connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
  });
  // An idle connection the server drops is discarded by the pool and the next query opens a new one;
  // without a listener the event would crash the process. The app reports it in its log.
  let report: (error: Error) => void = () => undefined;
  pool.on('error', (error) => report(error));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    reportConnectionErrors: (listener) => void (report = listener),
    ...pgQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function pgQueryable(runner: Pool | PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await runner.query(sql, params)) as unknown as QueryResult<Row>,
    exec: async (sql) => void (await runner.query(sql)),
  };
}

/** `dataDir` is a folder (survives restarts) or `memory://` (gone when closed). */
export async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseInt8, [TIMESTAMPTZ_OID]: isoTimestamp },
  });
  return {
    kind: 'pglite',
    reportConnectionErrors: () => undefined,
    query: async (sql, params) => db.query(sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => tx.query(sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => db.close(),
  };
}
