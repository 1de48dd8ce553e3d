import { readFileSync } from 'node:fs';
import { currentSchema, SCHEMA_FILE } from '../../scripts/schema';

it('src/db/schema.sql is the schema the migrations produce (regenerate it with `pnpm schema`)', async () => {
  const checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
  const produced = await currentSchema();
  expect(produced).toContain('CREATE FUNCTION public.ledger_spend(');
  expect(checkedIn).toBe(produced);
});
