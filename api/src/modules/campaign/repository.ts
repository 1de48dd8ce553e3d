import {
  TRENDING_MIN_SUPPORTERS,
  TRENDING_WINDOW_DAYS,
  type CampaignCard,
  type CampaignStatus,
  type SupporterEntry,
} from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { maskEmail } from '../member/mask-email';

export type CampaignFilter = CampaignStatus | 'all';

/** Every figure from the ledger: collectedCoins is the campaign account's balance. */
const CAMPAIGN_CARDS = `
  WITH cards AS (
    SELECT c.id AS "_id", c.title, c.image, c.description, c.target_coins AS "targetCoins",
           COALESCE(a.balance, 0)::bigint AS "collectedCoins",
           ROUND(COALESCE(a.balance, 0) * 100.0 / c.target_coins, 2)::float8 AS progress,
           c.target_date AS "targetDate", c.created_at AS "createdAt",
           (SELECT COUNT(DISTINCT s.member_id) FROM campaign_supports s WHERE s.campaign_id = c.id)::bigint AS participants,
           CASE
             WHEN c.target_date <= now() THEN 'completed'
             WHEN (SELECT COUNT(DISTINCT s.member_id) FROM campaign_supports s
                   WHERE s.campaign_id = c.id AND s.created_at > now() - interval '${TRENDING_WINDOW_DAYS} days')
                  >= ${TRENDING_MIN_SUPPORTERS} THEN 'trending'
             ELSE 'active'
           END AS status
    FROM campaigns c
    LEFT JOIN ledger_account_totals a ON a.kind = 'campaign' AND a.owner_id = c.id::text
  )`;

const CAMPAIGN_SORT = {
  createdAt: '"createdAt"',
  targetDate: '"targetDate"',
  collectedCoins: '"collectedCoins"',
} as const;
export type CampaignSort = keyof typeof CAMPAIGN_SORT;

export async function listCampaigns(
  db: Queryable,
  filter: CampaignFilter,
  page: Page & { sortBy: CampaignSort },
): Promise<{ items: CampaignCard[]; total: number }> {
  const where = `WHERE ($1 = 'all' OR status = $1)`;
  const { rows } = await db.query<CampaignCard>(
    `${CAMPAIGN_CARDS} SELECT * FROM cards ${where}
     ORDER BY ${CAMPAIGN_SORT[page.sortBy]} ${direction(page)}, "_id" LIMIT $2 OFFSET $3`,
    [filter, page.limit, offset(page)],
  );
  return {
    items: rows,
    total: await countRows(db, `FROM (${CAMPAIGN_CARDS} SELECT * FROM cards ${where}) listed`, [filter]),
  };
}

export async function findCampaign(db: Queryable, id: string): Promise<CampaignCard | undefined> {
  return (await db.query<CampaignCard>(`${CAMPAIGN_CARDS} SELECT * FROM cards WHERE "_id" = $1`, [id]))
    .rows[0];
}

/** A campaign's supports, newest first; coins read from each support's ledger transfer. */
export async function listSupports(
  db: Queryable,
  campaignId: string,
  limit: number,
): Promise<SupporterEntry[]> {
  const { rows } = await db.query<SupporterEntry>(
    `SELECT s.id AS "_id", m.id AS "userId", m.full_name AS name, m.email, m.avatar, s.message, tr.amount AS coins,
            s.created_at AS "createdAt"
     FROM campaign_supports s JOIN ledger_transfers tr ON tr.id = s.transfer_id JOIN members m ON m.id = s.member_id
     WHERE s.campaign_id = $1 ORDER BY s.created_at DESC, s.id LIMIT $2`,
    [campaignId, limit],
  );
  return rows.map((support) => ({ ...support, email: maskEmail(support.email) }));
}
