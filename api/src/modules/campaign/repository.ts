import type { CampaignCard, CampaignStatus, SupporterEntry } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { maskEmail } from '../member/mask-email';
import { shownMessage } from '../moderation/shown-message';

export type CampaignFilter = CampaignStatus | 'all';

/** What fans may see: live and closed campaigns, and scheduled ones from their time (`fan_visible`). */
const VISIBLE = '"_id" IN (SELECT id FROM campaigns WHERE fan_visible(publication, publish_at))';

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
  const where = `WHERE ($1 = 'all' OR status = $1) AND ${VISIBLE}`;
  const { rows } = await db.query<CampaignCard>(
    `SELECT * FROM campaign_cards ${where}
     ORDER BY ${CAMPAIGN_SORT[page.sortBy]} ${direction(page)}, "_id" LIMIT $2 OFFSET $3`,
    [filter, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM campaign_cards ${where}`, [filter]) };
}

/** A campaign as lists and details show it (`campaign_cards`, db/schema.sql): every figure from the ledger and its supporters. */
export async function findCampaign(db: Queryable, id: string): Promise<CampaignCard | undefined> {
  return (await db.query<CampaignCard>(`SELECT * FROM campaign_cards WHERE "_id" = $1 AND ${VISIBLE}`, [id]))
    .rows[0];
}

/** A campaign's supports, newest first; coins read from each support's ledger transfer. */
export async function listSupports(
  db: Queryable,
  campaignId: string,
  limit: number,
): Promise<SupporterEntry[]> {
  const { rows } = await db.query<SupporterEntry>(
    `SELECT s.id AS "_id", m.id AS "userId", m.full_name AS name, m.email, m.avatar, ${shownMessage('s')}, tr.amount AS coins,
            s.created_at AS "createdAt"
     FROM campaign_supports s JOIN ledger_transfers tr ON tr.id = s.transfer_id JOIN members m ON m.id = s.member_id
     WHERE s.campaign_id = $1 ORDER BY s.created_at DESC, s.id LIMIT $2`,
    [campaignId, limit],
  );
  return rows.map((support) => ({ ...support, email: maskEmail(support.email) }));
}
