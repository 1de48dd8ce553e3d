import type { News } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

const SELECT_NEWS = 'SELECT id AS "_id", title, image, url, author, published_at AS date FROM news';
const SORT = { date: 'published_at', title: 'title' } as const;

/** News items, newest first: fans see those whose date has come, the studio every one (`scheduled`). */
export async function listNews(
  db: Queryable,
  filter: { scheduled: boolean; q?: string },
  page: Page & { sortBy: keyof typeof SORT },
) {
  const where = `WHERE ($1 OR published_at <= now()) AND ($2::text IS NULL OR title ILIKE '%' || $2 || '%')`;
  const params = [filter.scheduled, filter.q ?? null];
  const { rows } = await db.query<News>(
    `${SELECT_NEWS} ${where} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, id LIMIT $3 OFFSET $4`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM news ${where}`, params) };
}

export async function findNews(db: Queryable, id: string): Promise<News | undefined> {
  return (await db.query<News>(`${SELECT_NEWS} WHERE id = $1`, [id])).rows[0];
}

/** A new news item; its id. */
export async function insertNews(
  db: Queryable,
  news: { title: string; image: string; url: string; author: string; date: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO news (title, image, url, author, published_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [news.title, news.image, news.url, news.author, news.date],
  );
  return rows[0]!.id;
}
