import type { OrderStatus, StudioOrder, StudioOrderDetail } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';

const SELECT_ORDER = `
  SELECT o.id AS "_id", o.member_id AS "memberId", m.full_name AS "fanName", m.email AS "fanEmail",
         o.package_title AS "packageTitle", o.coins, o.gross_amount AS "grossAmount", o.status, o.provider,
         o.payment_type AS "paymentMethod", o.needs_review AS "needsReview",
         COALESCE((SELECT SUM(r.amount) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'completed'), 0)::bigint
           AS "refundedAmount",
         o.created_at AS "createdAt", o.paid_at AS "paidAt",
         o.credit_transfer_id AS "creditTransferId", o.reversal_transfer_id AS "reversalTransferId"
  FROM payment_orders o JOIN members m ON m.id = o.member_id`;

export interface OrderFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  memberId?: string | undefined;
}

/** Orders for the studio (with the transfers that credited and reversed them), newest first: by the order id, the fan's name or email, status and fan. */
export async function listStudioOrders(db: Queryable, filter: OrderFilter, page: Page) {
  const where = `WHERE ($1::text IS NULL OR o.id = $1 OR m.email ILIKE '%' || $1 || '%' OR m.full_name ILIKE '%' || $1 || '%')
    AND ($2::text IS NULL OR o.status = $2) AND ($3::uuid IS NULL OR o.member_id = $3)`;
  const params = [filter.q?.trim() || null, filter.status ?? null, filter.memberId ?? null];
  const { rows } = await db.query<StudioOrder>(
    `${SELECT_ORDER} ${where} ORDER BY o.created_at ${direction(page)}, o.id LIMIT $4 OFFSET $5`,
    [...params, page.limit, offset(page)],
  );
  const total = await countRows(
    db,
    `FROM payment_orders o JOIN members m ON m.id = o.member_id ${where}`,
    params,
  );
  return { items: rows, total };
}

/** An order with what its provider said about it, oldest first, and its refunds. */
export async function findStudioOrder(
  db: Queryable,
  orderId: string,
): Promise<StudioOrderDetail | undefined> {
  const { rows } = await db.query<Omit<StudioOrderDetail, 'providerHistory' | 'refunds'>>(
    `${SELECT_ORDER} WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return undefined;
  const [history, refunds] = await Promise.all([
    db.query<StudioOrderDetail['providerHistory'][number]>(
      `SELECT id AS "_id", received_at AS "receivedAt", source, transaction_status AS "transactionStatus",
              gross_amount AS "grossAmount", outcome, payload
       FROM payment_order_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
    db.query<StudioOrderDetail['refunds'][number]>(
      `SELECT r.id AS "_id", r.amount, r.coins, r.coins - r.shortfall AS "coinsTakenBack", r.shortfall, r.reason, r.status, s.email AS "requestedBy",
              r.requested_at AS "requestedAt", r.completed_at AS "completedAt",
              r.reversal_transfer_id AS "reversalTransferId", r.failure
       FROM order_refunds r JOIN staff s ON s.id = r.requested_by
       WHERE r.order_id = $1 ORDER BY r.requested_at, r.id`,
      [orderId],
    ),
  ]);
  return { ...order, providerHistory: history.rows, refunds: refunds.rows };
}
