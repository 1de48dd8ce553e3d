import { loadConfig } from '../../config';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import { localDiskStorage } from '../../modules/file/storage';
import { seedIfEmpty } from './seed';

/** `pnpm --filter @fanhub/api seed`: migrates and loads the seed content into the configured database. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    console.log(
      (await seedIfEmpty(db, localDiskStorage(config.uploads.dir), config))
        ? 'Seed content loaded.'
        : 'Database already seeded; nothing changed.',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
