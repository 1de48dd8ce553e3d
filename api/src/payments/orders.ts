import type { OrderStatus } from '@fanhub/contract';
import type { Queryable } from '../db/database';

export interface PaymentOrder {
  id: string;
  memberId: string;
  packageId: string;
  packageTitle: string;
  coins: number;
  grossAmount: number;
  status: OrderStatus;
  snapToken: string | null;
  providerStatus: string | null;
  creditTransferId: number | null;
  reversalTransferId: number | null;
  needsReview: boolean;
  paidAt: string | null;
  createdAt: string;
}

const SELECT_ORDER = `
  SELECT o.id, o.member_id AS "memberId", o.package_id AS "packageId", o.package_title AS "packageTitle", o.coins,
         o.gross_amount AS "grossAmount", o.status, o.snap_token AS "snapToken",
         o.provider_status AS "providerStatus", o.needs_review AS "needsReview",
         o.credit_transfer_id AS "creditTransferId", o.reversal_transfer_id AS "reversalTransferId",
         o.paid_at AS "paidAt", o.created_at AS "createdAt"
  FROM payment_orders o`;

export async function insertOrder(
  db: Queryable,
  order: {
    id: string;
    memberId: string;
    packageId: string;
    packageTitle: string;
    coins: number;
    grossAmount: number;
    provider: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_orders (id, member_id, package_id, package_title, coins, gross_amount, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      order.id,
      order.memberId,
      order.packageId,
      order.packageTitle,
      order.coins,
      order.grossAmount,
      order.provider,
    ],
  );
}

export async function findOrder(db: Queryable, id: string): Promise<PaymentOrder | undefined> {
  return (await db.query<PaymentOrder>(`${SELECT_ORDER} WHERE o.id = $1`, [id])).rows[0];
}

export async function findOrderBySnapToken(db: Queryable, token: string): Promise<PaymentOrder | undefined> {
  return (await db.query<PaymentOrder>(`${SELECT_ORDER} WHERE o.snap_token = $1`, [token])).rows[0];
}

/** The order, locked until the caller's transaction ends: notifications for one order run one at a time. */
export async function lockOrder(tx: Queryable, id: string): Promise<PaymentOrder | undefined> {
  return (await tx.query<PaymentOrder>(`${SELECT_ORDER} WHERE o.id = $1 FOR UPDATE OF o`, [id])).rows[0];
}

export async function updateOrder(
  db: Queryable,
  id: string,
  changes: {
    status?: OrderStatus;
    providerStatus?: string;
    snapToken?: string;
    redirectUrl?: string;
    creditTransferId?: number;
    reversalTransferId?: number;
    reversalShortfall?: number;
    needsReview?: boolean;
    paymentType?: string | undefined;
    paid?: boolean;
  },
): Promise<void> {
  await db.query(
    `UPDATE payment_orders SET
       status = COALESCE($2, status),
       provider_status = COALESCE($3, provider_status),
       snap_token = COALESCE($4, snap_token),
       redirect_url = COALESCE($5, redirect_url),
       credit_transfer_id = COALESCE($6, credit_transfer_id),
       reversal_transfer_id = COALESCE($7, reversal_transfer_id),
       reversal_shortfall = COALESCE($8, reversal_shortfall),
       paid_at = CASE WHEN $9::boolean THEN now() ELSE paid_at END,
       needs_review = COALESCE($10, needs_review),
       payment_type = COALESCE($11, payment_type),
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      changes.status ?? null,
      changes.providerStatus ?? null,
      changes.snapToken ?? null,
      changes.redirectUrl ?? null,
      changes.creditTransferId ?? null,
      changes.reversalTransferId ?? null,
      changes.reversalShortfall ?? null,
      changes.paid ?? false,
      changes.needsReview ?? null,
      changes.paymentType ?? null,
    ],
  );
}
