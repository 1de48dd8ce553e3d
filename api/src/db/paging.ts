import type { PageMeta } from '@fanhub/contract';
import type { Queryable } from './database';

export interface Page {
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

export const offset = (page: Page): number => (page.page - 1) * page.limit;
/** `LIMIT $n OFFSET $n+1` parameters for `page`; without a page, every row (`LIMIT NULL`). */
export const limitAndOffset = (page: Page | undefined): [number | null, number] => [
  page?.limit ?? null,
  page ? offset(page) : 0,
];
export const direction = (page: Page): 'ASC' | 'DESC' => (page.sortOrder === 'asc' ? 'ASC' : 'DESC');

/** `SELECT COUNT(*)` of a FROM/WHERE clause, for the total of a paged list. */
export async function countRows(db: Queryable, fromWhere: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total ${fromWhere}`, params);
  return rows[0]!.total;
}

/** A list answer's `meta`. */
export const pageMeta = (page: Page, total: number): PageMeta => ({
  page: page.page,
  limit: page.limit,
  total,
  totalPages: Math.ceil(total / page.limit),
});
