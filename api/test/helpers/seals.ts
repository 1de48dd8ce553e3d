import type { Database } from '../../src/db/database';
import { sealFinalEntries } from '../../src/ledger/seals';

/** Two sealer turns, as the API's sealer takes them: the first reads how far to seal, the second seals it. */
export async function sealEverything(db: Database) {
  await sealFinalEntries(db);
  return sealFinalEntries(db);
}
