import type { CampaignStatus, Publication, StudioCampaign } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

/** A campaign as the studio shows it: its card as fans see it (`campaign_cards`) and its life cycle. */
const STUDIO_CAMPAIGN = `
  SELECT cc.*, c.publication, c.publish_at AS "publishAt", c.drafted_by AS "draftedBy",
         c.submitted_by AS "submittedBy", c.published_by AS "publishedBy",
         (SELECT COUNT(*) FROM campaign_supports s WHERE s.campaign_id = c.id)::int AS "supportCount"
  FROM campaign_cards cc JOIN campaigns c ON c.id = cc."_id"`;

const SORT = { createdAt: 'c.created_at', targetDate: 'c.target_date', title: 'c.title' } as const;

export interface StudioCampaignFilter {
  publication?: Publication;
  status?: CampaignStatus;
  q?: string;
}

export async function listStudioCampaigns(
  db: Queryable,
  filter: StudioCampaignFilter,
  page: Page & { sortBy: keyof typeof SORT },
) {
  const where = `WHERE ($1::text IS NULL OR c.publication = $1) AND ($2::text IS NULL OR cc.status = $2)
    AND ($3::text IS NULL OR c.title ILIKE '%' || $3 || '%')`;
  const params = [filter.publication ?? null, filter.status ?? null, filter.q ?? null];
  const { rows } = await db.query<StudioCampaign>(
    `${STUDIO_CAMPAIGN} ${where} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, c.id LIMIT $4 OFFSET $5`,
    [...params, page.limit, offset(page)],
  );
  return {
    items: rows,
    total: await countRows(db, `FROM campaign_cards cc JOIN campaigns c ON c.id = cc."_id" ${where}`, params),
  };
}

/** A campaign in any state of its life cycle; undefined when there is none. */
export async function findStudioCampaign(db: Queryable, id: string): Promise<StudioCampaign | undefined> {
  return (await db.query<StudioCampaign>(`${STUDIO_CAMPAIGN} WHERE c.id = $1`, [id])).rows[0];
}

export interface NewCampaign {
  title: string;
  /** The image's `/v1/file/…` path. */
  image: string;
  description: string;
  targetCoins: number;
  targetDate: string;
  refundIfShort: boolean;
  /** The staff member who drafted it (none for an operator's script). */
  draftedBy: string | null;
}

/** A new campaign, a draft; its id. */
export async function insertDraftCampaign(db: Queryable, campaign: NewCampaign): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO campaigns (title, image, description, target_coins, target_date, refund_if_short,
                            publication, drafted_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING id`,
    [
      campaign.title,
      campaign.image,
      campaign.description,
      campaign.targetCoins,
      campaign.targetDate,
      campaign.refundIfShort,
      campaign.draftedBy,
    ],
  );
  return rows[0]!.id;
}
