import type { Queryable } from '../../src/db/database';
import { findLedgerViolations } from '../../src/ledger/invariants';

/** Fails the test when the ledger is unsound: entries not summing to zero, drifted or negative balances. */
export async function expectLedgerSound(db: Queryable): Promise<void> {
  expect(await findLedgerViolations(db)).toEqual([]);
}
