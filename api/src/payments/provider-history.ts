import type { Queryable } from '../db/database';

export interface ProviderEvent {
  orderId: string;
  source: 'notification' | 'status_api' | 'refund_api';
  transactionStatus?: string | undefined;
  grossAmount?: string | undefined;
  /** What the API did with it: credited, reversed, refused: CODE, … */
  outcome?: string | undefined;
  payload: unknown;
}

/**
 * Keeps what the payment provider said about an order, as it came (`payment_order_events`): written on its
 * own, apart from the order's changes, so a notification that was refused is kept too.
 */
export async function recordProviderEvent(db: Queryable, event: ProviderEvent): Promise<void> {
  await db.query(
    `INSERT INTO payment_order_events (order_id, source, transaction_status, gross_amount, outcome, payload)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      event.orderId,
      event.source,
      event.transactionStatus ?? null,
      event.grossAmount ?? null,
      event.outcome ?? null,
      JSON.stringify(event.payload),
    ],
  );
}
