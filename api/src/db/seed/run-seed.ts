import { loadConfig } from '../../config';
import { openDatabase } from '../open-database';
import { prepareDatabase } from '../prepare-database';

/** `pnpm --filter @fanhub/api seed`: migrates and loads the seed content into the configured database. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    console.log(
      (await prepareDatabase(db, { ...config, seedOnStart: true }))
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
