import { loadDatabaseConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { findPaymentViolations } from '../payments/invariants';
import { findLedgerViolations } from './invariants';
import { findSealViolations } from './seals';

/**
 * `pnpm ledger:verify`: checks the whole seal chain against the ledger, and the ledger's and top-ups'
 * invariants, on the configured database (DATABASE_URL, or the embedded one). Exits 1 on any break.
 */
async function main() {
  const db = await openDatabase(loadDatabaseConfig());
  try {
    const { rows } = await db.query<{ seals: number; sealed: number; entries: number }>(
      `SELECT (SELECT COUNT(*) FROM ledger_seals)::int AS seals,
              (SELECT COALESCE(SUM(entry_count), 0) FROM ledger_seals)::int AS sealed,
              (SELECT COUNT(*) FROM ledger_entries)::int AS entries`,
    );
    const { seals, sealed, entries } = rows[0]!;
    const breaks = [
      ...(await findSealViolations(db)),
      ...(await findLedgerViolations(db)),
      ...(await findPaymentViolations(db)),
    ];
    console.log(
      `${seals} seals over ${sealed} of ${entries} ledger entries (the rest are sealed within seconds).`,
    );
    if (breaks.length === 0) {
      console.log('✓ The seal chain holds and the ledger is sound.');
      return;
    }
    for (const found of breaks) console.error(`✗ ${found}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
