import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any constant works; it only keeps two API replicas from migrating at the same moment.
const MIGRATION_LOCK_ID = 7_302_019;

/** Applies, in one transaction, the numbered SQL files of `migrations/` this database has not seen. */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      const pending = files.filter((file) => !applied.has(file));
      for (const file of pending) {
        await tx.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      }
      return pending;
    },
    { budgeted: false },
  );
}
