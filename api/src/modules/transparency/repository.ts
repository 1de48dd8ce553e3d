import type { AuditCredit } from '@fanhub/contract';
import { inclusionProof } from '../../ledger/proofs';
import type { Queryable } from '../../db/database';
import { limitAndOffset, type Page } from '../../db/paging';
import { leavesOf } from '../../ledger/seals';
import { maskedName } from '../member/masked-name';

/** The accounts whose totals fans can verify. */
export type AuditedAccount = 'voting_project' | 'voting_project_hearts' | 'campaign';

interface CreditRow {
  transferId: number;
  at: string;
  entryId: number;
  accountId: number;
  amount: number;
  fanName: string | null;
  sealId: number | null;
}

/**
 * The entries behind an account's total: a campaign's credits (what fans gave it), a project's hearts (its heart
 * votes), a project's credits and the reversals of its votes voided for fraud (a project's coins leave it in no
 * other way), so they add up to it.
 */
const ENTRIES = `FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
    AND (e.amount > 0 OR a.kind = 'voting_project')
  WHERE a.kind = $1 AND a.owner_id = $2`;

/**
 * A page of the entries behind a project's or a campaign's total (ENTRIES), newest first, each with its
 * inclusion proof in the seal holding it; and their sum.
 */
export async function listCredits(
  db: Queryable,
  account: { kind: AuditedAccount; ownerId: string },
  page: Page,
): Promise<{ credits: AuditCredit[]; total: number; totalCoins: number }> {
  const params = [account.kind, account.ownerId];
  const totals = await db.query<{ total: number; coins: number }>(
    `SELECT COUNT(*)::bigint AS total, COALESCE(SUM(e.amount), 0)::bigint AS coins ${ENTRIES}`,
    params,
  );
  const { rows } = await db.query<CreditRow>(
    `SELECT e.transfer_id AS "transferId", e.created_at AS at, e.id AS "entryId", e.account_id AS "accountId",
            e.amount,
            COALESCE(
              (SELECT m.full_name FROM ledger_transfers t
               JOIN ledger_accounts fa ON fa.id = t.from_account_id AND fa.kind IN ('member', 'member_hearts')
               JOIN members m ON m.id::text = fa.owner_id WHERE t.id = e.transfer_id),
              (SELECT m.full_name FROM votes vo JOIN members m ON m.id = vo.member_id
               WHERE vo.void_transfer_id = e.transfer_id)) AS "fanName",
            (SELECT s.id FROM ledger_seals s WHERE s.last_entry_id >= e.id AND s.first_entry_id <= e.id
             ORDER BY s.last_entry_id LIMIT 1) AS "sealId"
     ${ENTRIES}
     ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
    [...params, ...limitAndOffset(page)],
  );
  const credits = await Promise.all(
    rows.map(async (row) => ({
      transferId: row.transferId,
      at: row.at,
      coins: row.amount,
      fan: maskedName(row.fanName),
      entry: { id: row.entryId, transferId: row.transferId, accountId: row.accountId, amount: row.amount },
      seal: row.sealId === null ? null : await proofIn(db, row.sealId, row.entryId),
    })),
  );
  return { credits, total: totals.rows[0]!.total, totalCoins: totals.rows[0]!.coins };
}

type SealContents = Promise<{ leaves: string[]; entryIds: number[] }>;
/** Seals never change: their leaves and entry ids are kept for the proofs of the next requests, per database. */
const sealsKeptIn = new WeakMap<Queryable, Map<number, SealContents>>();
const SEALS_KEPT = 64;

function sealContents(db: Queryable, sealId: number) {
  const sealsKept = sealsKeptIn.get(db) ?? new Map<number, SealContents>();
  sealsKeptIn.set(db, sealsKept);
  let contents = sealsKept.get(sealId);
  if (!contents) {
    contents = (async () => {
      const { rows } = await db.query<{ leaves: Uint8Array; entryIds: number[] }>(
        `SELECT s.leaves, ARRAY(SELECT e.id FROM ledger_entries e
                                WHERE e.id BETWEEN s.first_entry_id AND s.last_entry_id ORDER BY e.id) AS "entryIds"
         FROM ledger_seals s WHERE s.id = $1`,
        [sealId],
      );
      return { leaves: leavesOf(rows[0]!.leaves), entryIds: rows[0]!.entryIds.map(Number) };
    })();
    contents.catch(() => sealsKept.delete(sealId));
    sealsKept.set(sealId, contents);
    if (sealsKept.size > SEALS_KEPT) sealsKept.delete(sealsKept.keys().next().value!);
  }
  return contents;
}

async function proofIn(db: Queryable, sealId: number, entryId: number) {
  const { leaves, entryIds } = await sealContents(db, sealId);
  return { id: sealId, ...(await inclusionProof(leaves, entryIds.indexOf(entryId))) };
}
