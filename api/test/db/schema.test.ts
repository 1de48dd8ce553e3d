import { readFileSync } from 'node:fs';
import { currentSchema, SCHEMA_FILE } from '../../scripts/schema';
import { TEST_DATABASE } from '../helpers/test-database';

/**
 * The migrations run on an embedded database of their own, whichever database the run is on: tested in the embedded
 * run alone.
 */
const embeddedRun = TEST_DATABASE === 'pglite' ? it : it.skip;

embeddedRun(
  'src/db/schema.sql is the schema the migrations produce (regenerate it with `pnpm schema`)',
  async () => {
    const checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
    const produced = await currentSchema();
    expect(produced).toContain('CREATE FUNCTION public.ledger_spend(');
    expect(checkedIn).toBe(produced);
  },
);
