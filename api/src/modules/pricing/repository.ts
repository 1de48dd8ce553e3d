import type { PricingPackage } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

const SELECT_PACKAGE = 'SELECT id AS "_id", title, coin, price FROM pricing_packages WHERE active';

export async function listPackages(db: Queryable): Promise<PricingPackage[]> {
  return (await db.query<PricingPackage>(`${SELECT_PACKAGE} ORDER BY sort_order, price`)).rows;
}

export async function findPackage(db: Queryable, id: string): Promise<PricingPackage | undefined> {
  return (await db.query<PricingPackage>(`${SELECT_PACKAGE} AND id = $1`, [id])).rows[0];
}
