import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { AppError, errors } from '../http/app-error';
import { bilingual, type OrderStatus, type PaymentNotification } from '@fanhub/contract';
import { ensureAccount, mintAccountId } from '../ledger/accounts';
import { lockAccounts, transfer } from '../ledger/transfer';
import { notifyMember } from '../modules/notification/repository';
import { lockOrder, updateOrder, type PaymentOrder } from './orders';
import { hasValidSignature } from './signature';

const REVERSING_STATUSES: Record<string, OrderStatus> = {
  deny: 'denied',
  cancel: 'cancelled',
  expire: 'expired',
  failure: 'failed',
  refund: 'refunded',
};

type Outcome = 'credited' | 'reversed' | 'recorded' | 'ignored';

/** Credited once and taken back since (the reversal may have moved nothing if no coins were left). */
const wasReversed = (order: PaymentOrder) =>
  order.creditTransferId !== null && Object.values(REVERSING_STATUSES).includes(order.status);

/**
 * Applies one provider notification. Coins are credited only here, once per order however often the
 * provider repeats itself; a later deny/cancel/expire/refund takes them back with a new transfer.
 */
export async function applyPaymentNotification(
  db: Database,
  serverKey: string,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<{ orderId: string; status: OrderStatus; outcome: Outcome }> {
  const orderId = notification.order_id;
  if (!hasValidSignature(notification, serverKey)) {
    log.warn(
      { orderId, transactionStatus: notification.transaction_status },
      'payment notification refused: bad signature',
    );
    throw new AppError(
      403,
      'INVALID_SIGNATURE',
      bilingual('Tanda tangan notifikasi tidak valid', 'Invalid notification signature'),
    );
  }

  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw errors.notFound({ id: 'Pesanan', en: 'Order' });
    if (Number(notification.gross_amount) !== order.grossAmount) {
      log.warn(
        { orderId, notified: notification.gross_amount, expected: order.grossAmount },
        'payment amount mismatch',
      );
      throw new AppError(
        422,
        'AMOUNT_MISMATCH',
        bilingual('Jumlah pembayaran tidak sesuai pesanan', 'Payment amount does not match the order'),
      );
    }
    const status = notification.transaction_status;
    const settled =
      status === 'settlement' || (status === 'capture' && notification.fraud_status === 'accept');
    let outcome: Outcome;
    if (settled) outcome = await credit(tx, order, status);
    else if (status in REVERSING_STATUSES)
      outcome = await reverse(tx, order, status, REVERSING_STATUSES[status]!);
    else outcome = await record(tx, order, status, notification.fraud_status);

    const { rows } = await tx.query<{ status: OrderStatus }>(
      'SELECT status FROM payment_orders WHERE id = $1',
      [orderId],
    );
    log.info({ orderId, transactionStatus: status, outcome }, 'payment notification applied');
    return { orderId, status: rows[0]!.status, outcome };
  });
}

async function credit(tx: Queryable, order: PaymentOrder, providerStatus: string): Promise<Outcome> {
  if (order.creditTransferId !== null) {
    await updateOrder(tx, order.id, { providerStatus });
    return 'ignored';
  }
  const receipt = await transfer(tx, {
    fromAccountId: await mintAccountId(tx),
    toAccountId: await ensureAccount(tx, 'member', order.memberId),
    amount: order.coins,
    reason: 'top_up',
    reference: order.id,
    idempotencyKey: `top-up:${order.id}`,
  });
  await updateOrder(tx, order.id, {
    status: 'paid',
    providerStatus,
    creditTransferId: receipt.transferId,
    paid: true,
  });
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Top up berhasil', 'Top-up successful'),
    bilingual(
      `${order.coins} Koin dari paket ${order.packageTitle} sudah masuk ke saldomu`,
      `${order.coins} coins from the ${order.packageTitle} package were added to your balance`,
    ),
  );
  return 'credited';
}

/**
 * Takes back a credited top-up. Coins the member has already spent cannot be taken back without taking
 * them below zero, so the reversal moves what is left and records the rest as a shortfall for the operator.
 */
async function reverse(
  tx: Queryable,
  order: PaymentOrder,
  providerStatus: string,
  status: OrderStatus,
): Promise<Outcome> {
  if (!order.creditTransferId) {
    await updateOrder(tx, order.id, {
      status: order.status === 'pending' || order.status === 'challenge' ? status : order.status,
      providerStatus,
    });
    return 'recorded';
  }
  if (wasReversed(order)) {
    await updateOrder(tx, order.id, { providerStatus });
    return 'ignored';
  }
  const mint = await mintAccountId(tx);
  const member = await ensureAccount(tx, 'member', order.memberId);
  const balance = (await lockAccounts(tx, [mint, member])).get(member)!.balance;
  const amount = Math.min(order.coins, balance);
  const receipt =
    amount > 0
      ? await transfer(tx, {
          fromAccountId: member,
          toAccountId: mint,
          amount,
          reason: 'top_up_reversal',
          reference: order.id,
          idempotencyKey: `top-up-reversal:${order.id}`,
        })
      : undefined;
  await updateOrder(tx, order.id, {
    status,
    providerStatus,
    ...(receipt ? { reversalTransferId: receipt.transferId } : {}),
    reversalShortfall: order.coins - amount,
  });
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Top up dibatalkan', 'Top-up reversed'),
    bilingual(
      `Pembayaran pesanan ${order.id} berstatus ${providerStatus}; ${amount} Koin ditarik kembali dari saldomu`,
      `Payment for order ${order.id} was ${providerStatus}; ${amount} coins were taken back from your balance`,
    ),
  );
  return 'reversed';
}

async function record(
  tx: Queryable,
  order: PaymentOrder,
  providerStatus: string,
  fraudStatus?: string,
): Promise<Outcome> {
  const waitingForReview = providerStatus === 'capture' && fraudStatus === 'challenge';
  const stillOpen = order.status === 'pending' || order.status === 'challenge';
  await updateOrder(tx, order.id, {
    providerStatus,
    ...(stillOpen && waitingForReview ? { status: 'challenge' as const } : {}),
  });
  return 'recorded';
}
