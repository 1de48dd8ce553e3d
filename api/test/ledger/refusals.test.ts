import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { AppError } from '../../src/http/app-error';
import { ledgerRefusal, REFUSAL_SQLSTATE } from '../../src/ledger/refusals';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The database's spend functions refuse through fanhub_refuse (migration 028): their own SQLSTATE, the refusal's
// code as the message and its details as JSON in DETAIL, read by the API without parsing any message.
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrate(db);
});
afterAll(() => database.dispose());

/** What the driver reports when fanhub_refuse raises `code` with `detail`. */
const refusalOf = (code: string, detail: object) =>
  db.query('SELECT fanhub_refuse($1, $2::jsonb)', [code, JSON.stringify(detail)]).then(
    () => {
      throw new Error('fanhub_refuse did not refuse');
    },
    (error: unknown) => error,
  );

it('raises its own SQLSTATE with the code as the message and the details as JSON, whichever the driver', async () => {
  const error = (await refusalOf('DAILY_CAP', { cap: 50, left: 0, resetsAt: '2026-11-27T17:00:00Z' })) as {
    code?: string;
    message: string;
    detail?: string;
  };
  expect(error.code).toBe(REFUSAL_SQLSTATE);
  expect(error.message).toBe('DAILY_CAP');
  expect(JSON.parse(error.detail!)).toEqual({ cap: 50, left: 0, resetsAt: '2026-11-27T17:00:00Z' });
});

it("becomes the caller's error from its typed details, the ledger's own first; anything else is thrown as it is", async () => {
  const dailyCap = await refusalOf('DAILY_CAP', { cap: 50, left: 7, resetsAt: '2026-11-27T17:00:00Z' });
  expect(() =>
    ledgerRefusal(dailyCap, {
      DAILY_CAP: ({ cap, left }) => new AppError(422, 'DAILY_CAP_REACHED', `${cap}/${left}`),
    }),
  ).toThrow(expect.objectContaining({ code: 'DAILY_CAP_REACHED', message: '50/7' }));

  const insufficient = await refusalOf('INSUFFICIENT_COINS', {});
  expect(() => ledgerRefusal(insufficient)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_COINS' }));

  // A refusal this caller does not name, and a database error that is no refusal, stay what they are.
  const soldOut = await refusalOf('SOLD_OUT', {});
  expect(() => ledgerRefusal(soldOut)).toThrow(soldOut as Error);
  const unique = await db.query('SELECT 1/0').catch((error: unknown) => error);
  expect(() => ledgerRefusal(unique)).toThrow(unique as Error);
});
