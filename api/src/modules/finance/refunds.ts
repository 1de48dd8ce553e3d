import { bilingual } from '@fanhub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { takeBackBoughtCoins } from '../../ledger/take-back';
import { lockOrder, updateOrder } from '../../payments/orders';
import { recordProviderEvent } from '../../payments/provider-history';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { recordAudit, type Actor } from '../../staff/audit-trail';
import { notifyMember } from '../notification/repository';
import { pushAccountHeld } from '../push/enqueue';

/** How long one attempt may hold a refund: the provider's timeout (15 s) and a margin. */
const LEASE_SECONDS = 20;
/** A provider that refuses this often (or stays unreachable) fails the refund; finance sees why. */
const MOST_ATTEMPTS = 5;

const ORDER = { id: 'Pesanan', en: 'Order' };

const notPaid = () =>
  new AppError(
    409,
    'ORDER_NOT_PAID',
    bilingual('Hanya pesanan yang sudah dibayar yang bisa di-refund', 'Only a paid order can be refunded'),
  );
const exceeds = (left: number) =>
  new AppError(
    409,
    'REFUND_EXCEEDS_PAYMENT',
    bilingual(
      `Refund melebihi yang dibayar: paling banyak Rp ${left.toLocaleString('id-ID')} lagi`,
      `The refund exceeds what was paid: at most IDR ${left.toLocaleString('en-US')} more`,
    ),
    'amount',
  );

interface RefundRow {
  id: string;
  orderId: string;
  refundKey: string;
  amount: number;
  reason: string;
  status: 'requested' | 'completed' | 'failed';
  attempts: number;
}

const SELECT_REFUND = `SELECT id, order_id AS "orderId", refund_key AS "refundKey", amount, reason, status, attempts
  FROM order_refunds`;

/**
 * Records a refund of `amount` rupiah of a paid order (requested), before the provider is asked: with its own
 * key, which the provider refunds once by, and a lease for whoever asks now. The same `requestKey` (the studio's
 * Idempotency-Key) is the same refund. Refused when the order is not paid or the refunds would pass what was
 * paid. Answers the refund's id and whether it was requested now.
 */
export async function requestRefund(
  db: Database,
  actor: Actor,
  request: { orderId: string; amount: number; reason: string; requestKey: string | undefined },
): Promise<{ refundId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw errors.notFound(ORDER);
    if (request.requestKey) {
      const { rows } = await tx.query<{ id: string; orderId: string; amount: number }>(
        'SELECT id, order_id AS "orderId", amount FROM order_refunds WHERE request_key = $1',
        [request.requestKey],
      );
      const earlier = rows[0];
      if (earlier && (earlier.orderId !== request.orderId || earlier.amount !== request.amount))
        throw errors.conflict(
          'IDEMPOTENCY_KEY_REUSED',
          bilingual(
            'Kunci permintaan ini dipakai untuk refund lain',
            'This request key belongs to another refund',
          ),
        );
      if (earlier) return { refundId: earlier.id, created: false };
    }
    if (order.status !== 'paid') throw order.status === 'refunded' ? exceeds(0) : notPaid();
    const { rows: sums } = await tx.query<{ refunded: number }>(
      "SELECT COALESCE(SUM(amount), 0)::bigint AS refunded FROM order_refunds WHERE order_id = $1 AND status <> 'failed'",
      [order.id],
    );
    const left = order.grossAmount - sums[0]!.refunded;
    if (request.amount > left) throw exceeds(left);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO order_refunds (order_id, refund_key, request_key, amount, reason, requested_by, lease_until)
       SELECT $1, 'rf-' || id::text, $2, $3, $4, $5, now() + make_interval(secs => $6)
       FROM (SELECT gen_random_uuid() AS id) new RETURNING id`,
      [
        order.id,
        request.requestKey ?? null,
        request.amount,
        request.reason.trim(),
        actor.staffId,
        LEASE_SECONDS,
      ],
    );
    const refundId = rows[0]!.id;
    await recordAudit(tx, actor, {
      action: 'refund',
      recordType: 'order',
      recordId: order.id,
      before: { status: order.status, refunded: order.grossAmount - left },
      after: { refundId, amount: request.amount, reason: request.reason.trim() },
    });
    return { refundId, created: true };
  });
}

/**
 * Finishes a requested refund: asks the provider (with the refund's key: a second ask refunds nothing more),
 * keeps its answer in the order's history, then in one transaction takes the refund's share of the order's coins
 * back from the fan (what they already spent is the shortfall: their account is held) and marks the refund
 * completed, and the order refunded once all its money went back. A provider that refuses or cannot be reached
 * leaves it requested for the next attempt, MOST_ATTEMPTS at most.
 */
export async function finishRefund(
  db: Database,
  provider: PaymentProvider,
  refundId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const refund = (await db.query<RefundRow>(`${SELECT_REFUND} WHERE id = $1`, [refundId])).rows[0];
  if (!refund || refund.status !== 'requested') return;
  let answer: Record<string, unknown>;
  try {
    answer = await provider.refund(refund.orderId, {
      refundKey: refund.refundKey,
      amount: refund.amount,
      reason: refund.reason,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await failedAttempt(db, refund, error.message);
    log.error(
      { orderId: refund.orderId, refundId, reason: error.message },
      'refund not confirmed by the provider',
    );
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      bilingual(
        'Penyedia pembayaran belum mengonfirmasi refund; fanhub mencoba lagi',
        'The payment provider has not confirmed the refund; fanhub tries again',
      ),
    );
  }
  await recordProviderEvent(db, {
    orderId: refund.orderId,
    source: 'refund_api',
    transactionStatus: typeof answer.transaction_status === 'string' ? answer.transaction_status : undefined,
    outcome: `refunded ${refund.amount}`,
    payload: answer,
  });
  await db.transaction((tx) => completeRefund(tx, refundId));
}

async function failedAttempt(db: Database, refund: RefundRow, reason: string): Promise<void> {
  await recordProviderEvent(db, {
    orderId: refund.orderId,
    source: 'refund_api',
    outcome: `refused: ${reason}`.slice(0, 500),
    payload: { refund_key: refund.refundKey, error: reason },
  });
  await db.query(
    `UPDATE order_refunds SET attempts = attempts + 1, failure = $2,
       status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'requested'`,
    [refund.id, reason.slice(0, 1000), MOST_ATTEMPTS],
  );
}

async function completeRefund(tx: Queryable, refundId: string): Promise<void> {
  const refund = (await tx.query<RefundRow>(`${SELECT_REFUND} WHERE id = $1 FOR UPDATE`, [refundId]))
    .rows[0]!;
  if (refund.status !== 'requested') return; // another replica finished it first
  const order = (await lockOrder(tx, refund.orderId))!;
  const { rows } = await tx.query<{ amount: number; coins: number }>(
    `SELECT COALESCE(SUM(amount), 0)::bigint AS amount, COALESCE(SUM(coins), 0)::bigint AS coins
     FROM order_refunds WHERE order_id = $1 AND status = 'completed'`,
    [order.id],
  );
  const before = rows[0]!;
  const refunded = before.amount + refund.amount;
  // The refunds of an order take back its coins in proportion to the money, all of them with the last rupiah.
  const coins = Math.floor((order.coins * refunded) / order.grossAmount) - before.coins;
  const { transferId, taken, shortfall } =
    coins > 0
      ? await takeBackBoughtCoins(tx, {
          memberId: order.memberId,
          coins,
          orderId: order.id,
          idempotencyKey: `refund:${refund.id}`,
          holdReason: (short) => `refund shortfall of ${short} coins on ${order.id}`,
        })
      : { transferId: undefined, taken: 0, shortfall: 0 };
  await tx.query(
    `UPDATE order_refunds SET status = 'completed', completed_at = now(), coins = $2, shortfall = $3,
       reversal_transfer_id = $4, failure = NULL WHERE id = $1`,
    [refund.id, coins, shortfall, transferId ?? null],
  );
  await updateOrder(tx, order.id, {
    ...(refunded === order.grossAmount ? { status: 'refunded' as const } : {}),
    ...(transferId ? { reversalTransferId: transferId } : {}),
  });
  if (shortfall > 0) await pushAccountHeld(tx, order.memberId, order.id);
  if (shortfall > 0)
    await tx.query(
      'UPDATE payment_orders SET reversal_shortfall = COALESCE(reversal_shortfall, 0) + $2 WHERE id = $1',
      [order.id, shortfall],
    );
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Refund diproses', 'Refund made'),
    bilingual(
      `Rp ${refund.amount.toLocaleString('id-ID')} dari pesanan ${order.id} dikembalikan; ${taken} Koin ditarik dari saldomu`,
      `IDR ${refund.amount.toLocaleString('en-US')} of order ${order.id} was refunded; ${taken} coins were taken from your balance`,
    ),
  );
}

/**
 * Finishes refunds whose attempt ended without finishing them (a crash between the provider's answer and the
 * ledger, a timeout): each is claimed with a new lease, so one replica at a time tries it.
 */
export async function finishLapsedRefunds(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE order_refunds SET lease_until = now() + make_interval(secs => $1)
     WHERE id IN (SELECT id FROM order_refunds WHERE status = 'requested' AND lease_until < now()
                  ORDER BY requested_at LIMIT 10 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [LEASE_SECONDS],
  );
  for (const { id } of rows) {
    await finishRefund(db, provider, id, log).catch((error: unknown) => {
      if (!(error instanceof AppError))
        log.error({ err: error, refundId: id }, 'refund not finished; retrying');
    });
  }
}
