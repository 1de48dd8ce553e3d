import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './database';

/** The PostgreSQL server of DATABASE_URL, else the embedded PGlite (its data directory or memory://). */
export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.url) return openPostgres(config.url, config);
  if (!config.pgliteDataDir.startsWith('memory://')) mkdirSync(config.pgliteDataDir, { recursive: true });
  return openPglite(config.pgliteDataDir);
}
