import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installJobQueue } from '../jobs/job-queue';
import type { Database, Queryable } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any constant works; it only keeps two API replicas from migrating at the same moment.
const MIGRATION_LOCK_ID = 7_302_019;

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();

/**
 * Applies, in one transaction, the numbered SQL files of `migrations/` this database has not seen. A database
 * with none to apply is only read: the API's own role, which may not change the schema, starts on it (the
 * schema's owner migrates first: migrate-cli.ts). Then the job queue's own tables and queues (jobs/job-queue.ts).
 */
export async function migrate(
  db: Database,
  jobQueue?: Parameters<typeof installJobQueue>[1],
): Promise<string[]> {
  const applied = await migrateOurSchema(db);
  await installJobQueue(db, jobQueue).catch((error: unknown) => {
    throw (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE
      ? new Error(
          `The job queue's tables (pg-boss) are missing or older than this API and this role may not change the schema: run the migrations as its owner, DATABASE_OWNER_URL=… node dist/db/migrate-cli.js (docs/operations.md)`,
        )
      : error;
  });
  return applied;
}

async function migrateOurSchema(db: Database): Promise<string[]> {
  const files = migrationFiles();
  const waiting = await pendingMigrations(db, files);
  if (waiting.length === 0) return [];
  return db
    .transaction(
      async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        await tx.exec(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        const pending = await pendingMigrations(tx, files);
        for (const file of pending) {
          await tx.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
          await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        }
        return pending;
      },
      { budgeted: false },
    )
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE
        ? new Error(
            `The database has ${waiting.length} migration(s) to apply (${waiting.join(', ')}) and this role may not change the schema: run them as its owner, DATABASE_OWNER_URL=… node dist/db/migrate-cli.js (docs/operations.md)`,
          )
        : error;
    });
}

const INSUFFICIENT_PRIVILEGE = '42501';

async function pendingMigrations(db: Queryable, files: string[]): Promise<string[]> {
  const { rows: table } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!table[0]!.exists) return files;
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  return files.filter((file) => !applied.has(file));
}
