import type { StudioTransfer } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** The name an account's owner goes by: the fan's, the campaign's, the project's, the event's. */
const OWNER_NAME = `COALESCE(
  (SELECT full_name FROM members WHERE a.kind = 'member' AND id::text = a.owner_id),
  (SELECT title FROM campaigns WHERE a.kind = 'campaign' AND id::text = a.owner_id),
  (SELECT title FROM voting_projects WHERE a.kind = 'voting_project' AND id::text = a.owner_id),
  (SELECT title FROM events WHERE a.kind = 'event' AND id::text = a.owner_id))`;
const ACCOUNT = (alias: string) => `jsonb_build_object('accountId', ${alias}.id, 'kind', ${alias}.kind,
  'ownerId', ${alias}.owner_id, 'name', (SELECT ${OWNER_NAME} FROM ledger_accounts a WHERE a.id = ${alias}.id))`;

/** A transfer with its two entries and the seal holding its last one (null until the sealer reaches it). */
export async function findTransfer(db: Queryable, transferId: number): Promise<StudioTransfer | undefined> {
  const { rows } = await db.query<StudioTransfer>(
    `SELECT t.id AS "transferId", t.created_at AS "createdAt", t.reason, t.reference, t.amount,
            ${ACCOUNT('f')} AS "from", ${ACCOUNT('r')} AS "to",
            (SELECT jsonb_agg(jsonb_build_object('entryId', e.id, 'accountId', e.account_id, 'amount', e.amount)
                              ORDER BY e.id)
             FROM ledger_entries e WHERE e.transfer_id = t.id) AS entries,
            (SELECT jsonb_build_object('sealId', s.id, 'hash', s.hash, 'root', s.root, 'sealedAt', iso_time(s.sealed_at))
             FROM ledger_seals s
             JOIN (SELECT MAX(e.id) AS id FROM ledger_entries e WHERE e.transfer_id = t.id) last ON true
             WHERE last.id BETWEEN s.first_entry_id AND s.last_entry_id) AS seal
     FROM ledger_transfers t
     JOIN ledger_accounts f ON f.id = t.from_account_id
     JOIN ledger_accounts r ON r.id = t.to_account_id
     WHERE t.id = $1`,
    [transferId],
  );
  return rows[0];
}
