import type { Banner, BannerType, StudioBanner } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

const SELECT_BANNER = 'SELECT id AS "_id", image, title, link, type, sort_order AS "order" FROM banners';
const SORT = { order: 'type, sort_order', createdAt: 'created_at' } as const;

/** The banners of one page, in display order, as fans see them. */
export async function bannersOfType(db: Queryable, type: BannerType): Promise<Banner[]> {
  const { rows } = await db.query<Banner>(
    'SELECT id AS "_id", image, title, link FROM banners WHERE type = $1 ORDER BY sort_order, created_at',
    [type],
  );
  return rows;
}

export async function listStudioBanners(
  db: Queryable,
  filter: { type?: BannerType },
  page: Page & { sortBy: keyof typeof SORT },
) {
  const where = 'WHERE ($1::text IS NULL OR type = $1)';
  const params = [filter.type ?? null];
  const { rows } = await db.query<StudioBanner>(
    `${SELECT_BANNER} ${where} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, id LIMIT $2 OFFSET $3`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM banners ${where}`, params) };
}

export async function findStudioBanner(db: Queryable, id: string): Promise<StudioBanner | undefined> {
  return (await db.query<StudioBanner>(`${SELECT_BANNER} WHERE id = $1`, [id])).rows[0];
}

/** A new banner; its id. */
export async function insertBanner(
  db: Queryable,
  banner: { type: BannerType; title: string; image: string; link: string; order: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO banners (type, title, image, link, sort_order) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [banner.type, banner.title, banner.image, banner.link, banner.order],
  );
  return rows[0]!.id;
}
