import type { Config } from '../config';
import { localDiskStorage } from '../modules/file/storage';
import type { Database } from './database';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed/seed';

/**
 * Brings `db` to the current schema and, when the configuration asks for it, loads the seed content once.
 * Answers whether it seeded. Runs before the app is built, as every replica's start does.
 */
export async function prepareDatabase(db: Database, config: Config): Promise<boolean> {
  await migrate(db, { mailLeaseSeconds: config.jobMailLeaseSeconds });
  return config.seedOnStart && (await seedIfEmpty(db, localDiskStorage(config.uploads.dir), config));
}
