import type { SeoMeta } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** The site's one row of meta; undefined before the catalogue is loaded. */
export async function findSeoMeta(db: Queryable): Promise<SeoMeta | undefined> {
  const { rows } = await db.query<SeoMeta>(
    `SELECT meta_title AS "metaTitle", meta_description AS "metaDescription", keywords,
            og_title AS "ogTitle", og_description AS "ogDescription", og_image AS "ogImage",
            twitter_title AS "twitterTitle", twitter_description AS "twitterDescription",
            twitter_image AS "twitterImage"
     FROM seo_meta`,
  );
  return rows[0];
}

/** Each field of the meta, by its column. */
const COLUMNS: Record<keyof SeoMeta, string> = {
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  keywords: 'keywords',
  ogTitle: 'og_title',
  ogDescription: 'og_description',
  ogImage: 'og_image',
  twitterTitle: 'twitter_title',
  twitterDescription: 'twitter_description',
  twitterImage: 'twitter_image',
} as const;

/** Writes the fields `changes` holds (the others stay as they are). */
export async function updateSeoMeta(db: Queryable, changes: Partial<SeoMeta>): Promise<void> {
  const set = Object.entries(COLUMNS).filter(([field]) => changes[field as keyof SeoMeta] !== undefined);
  if (set.length === 0) return;
  await db.query(
    `UPDATE seo_meta SET ${set.map(([, column], at) => `${column} = $${at + 1}`).join(', ')}`,
    set.map(([field]) => changes[field as keyof SeoMeta]),
  );
}
