import type { Seal } from '@fanhub/contract';
import { GENESIS_HASH } from '@fanhub/contract/dist/tally-proof';
import { leafHash, leafHashes, merkleRoot, sealHash } from './proofs';
import type { Database, Queryable } from '../db/database';

// Any constant works; it lets one replica at a time seal.
const SEALER_LOCK_ID = 7_302_021;
/**
 * The most entries one seal holds. A sealer that fell behind (a replica down for a while) catches up over several
 * turns instead of hashing a backlog of millions while its transaction stays open.
 */
const MOST_ENTRIES_PER_SEAL = 20_000;

const SEAL_COLUMNS = `id, first_entry_id AS "firstEntryId", last_entry_id AS "lastEntryId", entry_count AS "entryCount",
  root, previous_hash AS "previousHash", hash, sealed_at AS "sealedAt"`;

interface EntryRow {
  id: number;
  transferId: number;
  accountId: number;
  amount: number;
}

/** The entries with ids in [first, last], in id order, as the seal hashes them. */
const entriesBetween = async (db: Queryable, first: number, last: number) =>
  (
    await db.query<EntryRow>(
      `SELECT id, transfer_id AS "transferId", account_id AS "accountId", amount FROM ledger_entries
       WHERE id BETWEEN $1 AND $2 ORDER BY id`,
      [first, last],
    )
  ).rows;

/** A seal's stored leaf hashes, in entry order. */
export const leavesOf = (stored: Uint8Array): string[] => {
  const bytes = Buffer.from(stored);
  return Array.from({ length: bytes.length / 32 }, (_, i) =>
    bytes.subarray(i * 32, i * 32 + 32).toString('hex'),
  );
};

/** Seals from `fromId` on, oldest first: the published chain. */
export async function listSeals(db: Queryable, fromId: number, limit: number): Promise<Seal[]> {
  return (
    await db.query<Seal>(`SELECT ${SEAL_COLUMNS} FROM ledger_seals WHERE id >= $1 ORDER BY id LIMIT $2`, [
      fromId,
      limit,
    ])
  ).rows;
}

/**
 * One turn of the sealer: seals the entries up to the horizon read last turn once every transaction that was
 * writing then has ended, then reads the next horizon. Entries are therefore sealed within two turns. Spends
 * never wait on it: it only reads entries and takes a lock no spend takes. Answers the new seal, if any.
 */
export async function sealFinalEntries(
  db: Database,
  mostEntries = MOST_ENTRIES_PER_SEAL,
): Promise<Seal | undefined> {
  return db.transaction(
    async (tx) => {
      const { rows: locked } = await tx.query<{ mine: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS mine',
        [SEALER_LOCK_ID],
      );
      if (!locked[0]!.mine) return undefined;
      const { rows: lastSeals } = await tx.query<{ id: number; lastEntryId: number; hash: string }>(
        'SELECT id, last_entry_id AS "lastEntryId", hash FROM ledger_seals ORDER BY id DESC LIMIT 1',
      );
      const last = lastSeals[0] ?? { id: 0, lastEntryId: 0, hash: GENESIS_HASH };
      const { rows: horizons } = await tx.query<{ upTo: number; writing: number }>(
        `SELECT up_to_entry_id AS "upTo",
              (SELECT COUNT(*) FROM unnest(writers) w WHERE pg_xact_status(w) = 'in progress')::int AS writing
       FROM ledger_seal_horizon`,
      );
      const horizon = horizons[0];
      let sealed: Seal | undefined;
      if (horizon && horizon.writing === 0 && horizon.upTo > last.lastEntryId) {
        // Every entry up to the horizon is final, so any part of the range from the last seal on is too.
        const upTo = Math.min(horizon.upTo, last.lastEntryId + mostEntries);
        const entries = await entriesBetween(tx, last.lastEntryId + 1, upTo);
        if (entries.length > 0) sealed = await storeSeal(tx, last, upTo, entries);
      }
      // One statement: the highest entry id and the transactions still writing, seen at the same instant.
      await tx.query(
        `INSERT INTO ledger_seal_horizon (up_to_entry_id, writers)
       SELECT COALESCE(MAX(id), 0), ARRAY(SELECT pg_snapshot_xip(pg_current_snapshot())) FROM ledger_entries
       ON CONFLICT (only_row) DO UPDATE SET up_to_entry_id = EXCLUDED.up_to_entry_id, writers = EXCLUDED.writers`,
      );
      // The snapshot lists the transactions of every database on the server; only this database's can write its
      // entries, so another database's long transaction does not hold the seals back. Its sessions are read after
      // the snapshot (a statement later, afresh): a writer that was in it and still writes is among them. Only the
      // API's role writes entries, and a role sees its own sessions' transactions here (docs/operations.md).
      await tx.query('SELECT pg_stat_clear_snapshot()');
      await tx.query(
        `UPDATE ledger_seal_horizon SET writers = ARRAY(
           SELECT w FROM unnest(writers) w
           WHERE (w::text::numeric % 4294967296)::text::xid IN (
             SELECT backend_xid FROM pg_stat_activity
             WHERE datname = current_database() AND backend_xid IS NOT NULL))`,
      );
      return sealed;
    },
    { budgeted: false },
  );
}

async function storeSeal(
  tx: Queryable,
  last: { id: number; lastEntryId: number; hash: string },
  upTo: number,
  entries: EntryRow[],
): Promise<Seal> {
  const leaves = await leafHashes(entries);
  const fields = {
    id: last.id + 1,
    firstEntryId: last.lastEntryId + 1,
    lastEntryId: upTo,
    entryCount: entries.length,
    root: await merkleRoot(leaves),
    previousHash: last.hash,
  };
  const hash = await sealHash(fields);
  const { rows } = await tx.query<Seal>(
    `INSERT INTO ledger_seals (id, first_entry_id, last_entry_id, entry_count, leaves, root, previous_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${SEAL_COLUMNS}`,
    [
      fields.id,
      fields.firstEntryId,
      fields.lastEntryId,
      fields.entryCount,
      Buffer.from(leaves.join(''), 'hex'),
      fields.root,
      fields.previousHash,
      hash,
    ],
  );
  return rows[0]!;
}

/**
 * Every break in the seal chain, as sentences naming the seal and the entry: a seal altered or missing, a link
 * to the previous seal that does not match, an entry altered, added or removed after it was sealed. Empty when
 * the chain holds.
 */
export async function findSealViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = [];
  const { rows: seals } = await db.query<Seal & { leaves: Uint8Array }>(
    `SELECT ${SEAL_COLUMNS}, leaves FROM ledger_seals ORDER BY id`,
  );
  let previous = { id: 0, lastEntryId: 0, hash: GENESIS_HASH };
  for (const seal of seals) {
    const named = `seal ${seal.id}`;
    if (seal.id !== previous.id + 1)
      violations.push(`${named} follows seal ${previous.id}: a seal is missing`);
    if (seal.previousHash !== previous.hash)
      violations.push(`${named} does not name seal ${previous.id}'s hash: the chain is broken there`);
    if (seal.firstEntryId !== previous.lastEntryId + 1)
      violations.push(`${named} starts at entry ${seal.firstEntryId}, not ${previous.lastEntryId + 1}`);
    if ((await sealHash(seal)) !== seal.hash)
      violations.push(`${named} was altered: its hash does not match it`);
    const leaves = leavesOf(seal.leaves);
    if (leaves.length !== seal.entryCount || (await merkleRoot(leaves)) !== seal.root)
      violations.push(`${named}: its leaf hashes do not make its root`);
    const entries = await entriesBetween(db, seal.firstEntryId, seal.lastEntryId);
    for (const [index, entry] of entries.entries()) {
      if ((await leafHash(entry)) !== leaves[index]) {
        violations.push(`${named}: entry ${entry.id} was altered, or an entry before it added or removed`);
        break;
      }
    }
    if (entries.length !== seal.entryCount)
      violations.push(`${named} sealed ${seal.entryCount} entries; ${entries.length} are in its range now`);
    previous = seal;
  }
  return violations;
}
