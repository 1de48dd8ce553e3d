import type { Mvp } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/**
 * The fans who gave the most coins this month (UTC), at most `limit`, read from the ledger: votes (not those voided
 * for fraud), campaign supports and paid tickets; the earlier fan first on a tie.
 */
export async function monthsMvps(db: Queryable, limit: number): Promise<Mvp[]> {
  const { rows } = await db.query<Mvp>(
    `SELECT m.id AS "userId", m.full_name AS "fullName", m.avatar, SUM(t.amount)::bigint AS coins
     FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id = t.from_account_id AND a.kind = 'member'
     JOIN members m ON m.id::text = a.owner_id
     WHERE t.reason IN ('vote', 'campaign_support', 'event_ticket')
       AND t.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       AND NOT EXISTS (SELECT 1 FROM votes vo WHERE vo.transfer_id = t.id AND vo.voiding_id IS NOT NULL)
     GROUP BY m.id
     ORDER BY coins DESC, MIN(t.created_at)
     LIMIT $1`,
    [limit],
  );
  return rows;
}
