import type { MemberOrder, Receipt } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { limitAndOffset, type Page } from '../../db/paging';

const SELECT_ORDER = `
  SELECT o.id AS "orderId", o.package_title AS "packageTitle", o.coins, o.gross_amount AS "grossAmount", o.status,
         o.payment_type AS "paymentMethod", o.created_at AS "createdAt", o.paid_at AS "paidAt",
         COUNT(*) OVER ()::bigint AS total
  FROM payment_orders o`;

/** The member's coin purchases, newest first (all of them without `page`). */
export async function memberOrders(
  db: Queryable,
  memberId: string,
  page: Page | undefined,
): Promise<{ items: MemberOrder[]; total: number }> {
  const { rows } = await db.query<MemberOrder & { total: number }>(
    `${SELECT_ORDER} WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
    [memberId, ...limitAndOffset(page)],
  );
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...order }) => order) };
}

/** One of the member's orders with who bought it; undefined for anyone else's order. */
export async function memberReceipt(
  db: Queryable,
  memberId: string,
  orderId: string,
): Promise<Receipt | undefined> {
  const { rows } = await db.query<Receipt & { total: number }>(
    `SELECT r.*, m.full_name AS "memberName", m.email AS "memberEmail"
     FROM (${SELECT_ORDER} WHERE o.member_id = $1 AND o.id = $2) r
     JOIN members m ON m.id = $1`,
    [memberId, orderId],
  );
  if (!rows[0]) return undefined;
  const { total: _total, ...receipt } = rows[0];
  return receipt;
}
