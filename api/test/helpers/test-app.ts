import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, REDACTED_LOG_PATHS } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/prepare-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  config: Config;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** The real app on a database of its own; `env` overrides the environment it is configured from. */
export async function createTestApp(env: Record<string, string> = {}, poolSize?: number): Promise<TestApp> {
  const uploads = mkdtempSync(path.join(tmpdir(), 'fanhub-uploads-'));
  const config = loadConfig({
    SEED_ON_START: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    PROFILE_RATE_LIMIT_MAX: '1000',
    UPLOAD_RATE_LIMIT_MAX: '1000',
    // The lowest cost scrypt accepts: tests hash hundreds of passwords. Production refuses less than OWASP's.
    PASSWORD_SCRYPT_N: '1024',
    UPLOAD_DIR: uploads,
    DATABASE_POOL_SIZE: '5',
    DATABASE_CONNECT_TIMEOUT_MS: '10000',
    DATABASE_STATEMENT_TIMEOUT_MS: '30000',
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
    LOG_LEVEL: 'info',
    // Pushes are sent by replicas of their own in test/push (a push service on loopback).
    PUSH_SEND: 'false',
    PUSH_SCHEDULE_EVERY_MS: '0',
    // Tests register hundreds of fans, each solving a proof of work: the cheapest one (docs/fair-play.md).
    PROOF_OF_WORK_COST: '1',
    // The quickest pg-boss polls: a test waiting for a mail waits half a second at most for its job to start.
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const database = await createTestDatabase(poolSize ?? config.database.poolSize, config.database);
  await prepareDatabase(database.db, config);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: { level: config.logLevel, redact: REDACTED_LOG_PATHS, stream },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    logs,
    async close() {
      await app.close();
      await database.dispose();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
