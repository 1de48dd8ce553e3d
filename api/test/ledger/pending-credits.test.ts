import { accountBalance } from '../../src/ledger/accounts';
import { spendCoins } from '../../src/ledger/spend';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { migrate } from '../../src/db/migrate';
import { grantCoins } from '../helpers/members';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import type { Database } from '../../src/db/database';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrate(db);
});
afterAll(() => database.dispose());

const cachedBalance = async (kind: string, owner: string) =>
  (
    await db.query<{ balance: number; credits: number }>(
      'SELECT balance, credits FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
      [kind, owner],
    )
  ).rows[0]!;

it("keeps a spend's credit pending, counts it in the totals at once, and folds it into the balance", async () => {
  const fan = '00000000-0000-4000-8000-000000000001';
  await grantCoins(db, fan, 100);
  for (const coins of [3, 4]) {
    await db.transaction((tx) =>
      spendCoins(tx, {
        memberId: fan,
        to: { kind: 'voting_project', ownerId: 'p1' },
        amount: coins,
        reason: 'vote',
      }),
    );
  }
  expect(await cachedBalance('voting_project', 'p1')).toEqual({ balance: 0, credits: 0 });
  expect(await accountBalance(db, 'voting_project', 'p1')).toBe(7);
  expect(await accountBalance(db, 'member', fan)).toBe(93);
  expect(await findLedgerViolations(db)).toEqual([]);

  const folded = await db.query<{ folded: number }>('SELECT ledger_fold_credits() AS folded');
  expect(folded.rows[0]!.folded).toBe(2);
  expect(await cachedBalance('voting_project', 'p1')).toEqual({ balance: 7, credits: 2 });
  expect((await db.query('SELECT 1 FROM ledger_pending_credits')).rows).toHaveLength(0);
  expect(await accountBalance(db, 'voting_project', 'p1')).toBe(7);
  expect(await findLedgerViolations(db)).toEqual([]);
});
