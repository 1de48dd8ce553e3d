import { loadDatabaseConfig } from '../config';
import { grantApiRole, roleOf } from './api-role';
import { openPostgres } from './database';
import { migrate } from './migrate';

/**
 * `node dist/db/migrate-cli.js`, run before the API's replicas start (docker compose's `migrate` service): as
 * the schema's owner (DATABASE_OWNER_URL), applies the migrations, then grants DATABASE_URL's role what the
 * API does and no more (api-role.ts). The API then starts as that role, which cannot bypass the audit trail.
 */
async function main() {
  const database = loadDatabaseConfig();
  if (!database.ownerUrl || !database.url) {
    console.error(
      'Set DATABASE_OWNER_URL (the role owning the schema) and DATABASE_URL (the API role), e.g.\n' +
        '  DATABASE_OWNER_URL=postgres://fanhub:…@db/fanhub DATABASE_URL=postgres://fanhub_api:…@db/fanhub',
    );
    process.exit(2);
  }
  const owner = await openPostgres(database.ownerUrl, { ...database, poolSize: 1 });
  try {
    const applied = await migrate(owner);
    const role = roleOf(database.url);
    await grantApiRole(owner, role);
    console.log(
      `${applied.length ? `Applied ${applied.join(', ')}` : 'The schema is up to date'}; role ${role} may do what the API does.`,
    );
  } finally {
    await owner.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
