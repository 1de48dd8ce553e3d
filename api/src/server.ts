// First: tracing instruments pg and http only if it starts before they load.
import { stopTracing } from './observability/tracing';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  const seeded = await prepareDatabase(db, config);
  const app = await buildApp({ config, db });
  if (seeded) app.log.info('seed content loaded');

  // SIGINT/SIGTERM: stop taking requests, finish the ones in flight, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await stopTracing();
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.database.url ? 'PostgreSQL server' : `PGlite (${config.database.pgliteDataDir})`;
  app.log.info(
    `fanhub API ready at ${config.publicApiUrl}/v1 (docs: ${config.publicApiUrl}/v1/docs; database: ${where})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
