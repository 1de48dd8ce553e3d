import type { Queryable } from '../../src/db/database';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { findPaymentViolations } from '../../src/payments/invariants';

/**
 * Fails the test when the ledger is unsound (entries not summing to zero, drifted or negative balances) or a
 * top-up disagrees with it (credited twice, paid but never credited).
 */
export async function expectLedgerSound(db: Queryable): Promise<void> {
  expect([...(await findLedgerViolations(db)), ...(await findPaymentViolations(db))]).toEqual([]);
}
