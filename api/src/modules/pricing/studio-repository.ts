import type { StudioCoinPackage } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

const SELECT_PACKAGE = `
  SELECT p.id AS "_id", p.title, p.coin, p.price, p.sort_order AS "order", p.active,
         (SELECT COUNT(*) FROM payment_orders o WHERE o.package_id = p.id)::int AS orders
  FROM pricing_packages p`;
const SORT = { order: 'p.sort_order', price: 'p.price' } as const;

export async function listStudioPackages(db: Queryable, page: Page & { sortBy: keyof typeof SORT }) {
  const { rows } = await db.query<StudioCoinPackage>(
    `${SELECT_PACKAGE} ORDER BY ${SORT[page.sortBy]} ${direction(page)}, p.price, p.id LIMIT $1 OFFSET $2`,
    [page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, 'FROM pricing_packages') };
}

/** A coin package, offered or retired; undefined when there is none. */
export async function findStudioPackage(db: Queryable, id: string): Promise<StudioCoinPackage | undefined> {
  return (await db.query<StudioCoinPackage>(`${SELECT_PACKAGE} WHERE p.id = $1`, [id])).rows[0];
}

/** A new coin package, off sale (going on sale is a change of its own, ADR-237); its id. */
export async function insertPackageOffSale(
  db: Queryable,
  coinPackage: { title: string; coin: number; price: number; order: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO pricing_packages (title, coin, price, sort_order, active)
     VALUES ($1, $2, $3, $4, false) RETURNING id`,
    [coinPackage.title, coinPackage.coin, coinPackage.price, coinPackage.order],
  );
  return rows[0]!.id;
}
