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
