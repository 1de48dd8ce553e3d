import { bilingual, bilingualNaming, type OrderStatus, type PaymentNotification } from '@fanhub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { AppError, errors } from '../http/app-error';
import { ensureAccount, mintAccountId } from '../ledger/accounts';
import { holdAccount } from '../ledger/holds';
import { transfer } from '../ledger/transfer';
import { takeBackBoughtCoins } from '../ledger/take-back';
import { notifyMember } from '../modules/notification/repository';
import { nextAction, paymentEvent } from './order-life-cycle';
import { lockOrder, updateOrder, type PaymentOrder } from './orders';
import { PaymentProviderError, type PaymentProvider, type ProviderStatus } from './provider';
import { pushAccountHeld, pushTopUpPaid } from '../modules/push/enqueue';
import { recordProviderEvent } from './provider-history';
import { hasValidSignature } from './signature';

const refundedFromStudio = async (tx: Queryable, orderId: string) =>
  (
    await tx.query("SELECT 1 FROM order_refunds WHERE order_id = $1 AND status <> 'failed' LIMIT 1", [
      orderId,
    ])
  ).rows.length > 0;

export type Outcome = 'credited' | 'reversed' | 'held for review' | 'recorded' | 'ignored';

/**
 * Applies one provider notification. The signature proves the provider sent it, but not its status, so
 * the status is confirmed with the provider's own API first. Coins are credited only here, once per
 * order however often the provider repeats itself, and a refund or chargeback takes them back with a new
 * transfer.
 */
export async function applyPaymentNotification(
  db: Database,
  provider: PaymentProvider,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<{ orderId: string; status: OrderStatus; outcome: Outcome; coinsCredited: number }> {
  const orderId = notification.order_id;
  if (!hasValidSignature(notification, provider.serverKey)) {
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
  let outcome = 'refused';
  try {
    const applied = await applyConfirmed(db, provider, notification, log);
    outcome = applied.outcome;
    return applied;
  } catch (error) {
    outcome = `refused: ${error instanceof AppError ? error.code : 'INTERNAL_ERROR'}`;
    throw error;
  } finally {
    await recordProviderEvent(db, {
      orderId,
      source: 'notification',
      transactionStatus: notification.transaction_status,
      grossAmount: notification.gross_amount,
      outcome,
      payload: withoutSignature(notification),
    }).catch((error: unknown) =>
      log.warn({ err: error, orderId }, 'payment notification not kept in history'),
    );
  }
}

/** The notification's signature proves nothing to whoever reads the history later: it is left out. */
const withoutSignature = ({ signature_key: _signature, ...rest }: PaymentNotification) => rest;

async function applyConfirmed(
  db: Database,
  provider: PaymentProvider,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<{ orderId: string; status: OrderStatus; outcome: Outcome; coinsCredited: number }> {
  const orderId = notification.order_id;
  const confirmed = await confirm(db, provider, notification, log);

  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw errors.notFound({ id: 'Pesanan', en: 'Order' });
    if (Math.round(Number(confirmed.gross_amount)) !== order.grossAmount) {
      log.warn(
        { orderId, grossAmount: confirmed.gross_amount },
        'payment notification refused: amount differs',
      );
      throw new AppError(
        422,
        'AMOUNT_MISMATCH',
        bilingual('Jumlah pembayaran tidak sesuai pesanan', 'Payment amount does not match the order'),
      );
    }
    const providerStatus = confirmed.transaction_status;
    const event = paymentEvent(confirmed);
    // A refund made from the studio moves its coins itself (finance/refunds.ts); the provider's word on it is
    // recorded, never acted on a second time.
    const action =
      (event === 'refunded' || event === 'partially_returned') && (await refundedFromStudio(tx, order.id))
        ? ({ kind: 'mark', status: order.status } as const)
        : nextAction(order, event);
    let outcome: Outcome;
    if (action.kind === 'credit') outcome = await credit(tx, order, providerStatus, confirmed.payment_type);
    else if (action.kind === 'reverse') outcome = await reverse(tx, order, providerStatus, action.status);
    else if (action.kind === 'review') outcome = await holdForReview(tx, order, providerStatus, log);
    else {
      await updateOrder(tx, order.id, {
        providerStatus,
        ...(action.kind === 'mark' ? { status: action.status } : {}),
      });
      outcome = action.kind === 'mark' ? 'recorded' : 'ignored';
    }
    const { rows } = await tx.query<{ status: OrderStatus }>(
      'SELECT status FROM payment_orders WHERE id = $1',
      [orderId],
    );
    log.info({ orderId, transactionStatus: providerStatus, event, outcome }, 'payment notification applied');
    return {
      orderId,
      status: rows[0]!.status,
      outcome,
      coinsCredited: outcome === 'credited' ? order.coins : 0,
    };
  });
}

/** The provider's own word on the order; a provider that cannot be asked now means: try again later. */
async function confirm(
  db: Database,
  provider: PaymentProvider,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<ProviderStatus> {
  if (!provider.confirmStatus) return notification;
  try {
    const confirmed = await provider.confirmStatus(notification.order_id);
    await recordProviderEvent(db, {
      orderId: notification.order_id,
      source: 'status_api',
      transactionStatus: confirmed.transaction_status,
      grossAmount: confirmed.gross_amount,
      payload: confirmed,
    });
    if (confirmed.transaction_status !== notification.transaction_status) {
      log.warn(
        {
          orderId: notification.order_id,
          said: notification.transaction_status,
          confirmed: confirmed.transaction_status,
        },
        'payment notification status differs from the provider status API; using the API',
      );
    }
    return confirmed;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ orderId: notification.order_id, reason: error.message }, 'payment status not confirmed');
    // Not a 2xx: the provider delivers the notification again later.
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      bilingual('Status pembayaran belum bisa dipastikan', 'The payment status could not be confirmed yet'),
    );
  }
}

async function credit(
  tx: Queryable,
  order: PaymentOrder,
  providerStatus: string,
  paymentType: string | undefined,
): Promise<Outcome> {
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
    paymentType,
    paid: true,
  });
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Top up berhasil', 'Top-up successful'),
    bilingualNaming(
      order.packageTitle,
      (id) => `${order.coins} Koin dari paket ${id} sudah masuk ke saldomu`,
      (en) => `${order.coins} coins from the ${en} package were added to your balance`,
    ),
  );
  await pushTopUpPaid(tx, order.memberId, order);
  return 'credited';
}

/**
 * Takes back a paid top-up. Coins the member has already spent cannot be taken back without taking the
 * balance below zero, so the reversal moves what is left, records the rest as a shortfall and puts the
 * account on hold until an operator settles it.
 */
async function reverse(
  tx: Queryable,
  order: PaymentOrder,
  providerStatus: string,
  status: OrderStatus,
): Promise<Outcome> {
  const { transferId, taken, shortfall } = await takeBackBoughtCoins(tx, {
    memberId: order.memberId,
    coins: order.coins,
    orderId: order.id,
    idempotencyKey: `top-up-reversal:${order.id}`,
    holdReason: (short) => `reversal shortfall of ${short} coins on ${order.id}`,
  });
  await updateOrder(tx, order.id, {
    status,
    providerStatus,
    ...(transferId ? { reversalTransferId: transferId } : {}),
    reversalShortfall: shortfall,
  });
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Top up dibatalkan', 'Top-up reversed'),
    bilingual(
      `Pembayaran pesanan ${order.id} berstatus ${providerStatus}; ${taken} Koin ditarik kembali dari saldomu`,
      `Payment for order ${order.id} was ${providerStatus}; ${taken} coins were taken back from your balance`,
    ),
  );
  if (shortfall > 0) await noticeOfHold(tx, order);
  return 'reversed';
}

/** Part of a paid order's money went back: the account is held and an operator decides about the coins. */
async function holdForReview(
  tx: Queryable,
  order: PaymentOrder,
  providerStatus: string,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  await updateOrder(tx, order.id, { providerStatus, needsReview: true });
  const member = await ensureAccount(tx, 'member', order.memberId);
  await holdWithNotice(tx, order, member, `${providerStatus} on ${order.id}`);
  log.warn({ orderId: order.id, providerStatus }, 'payment partly returned: account held for an operator');
  return 'held for review';
}

async function holdWithNotice(tx: Queryable, order: PaymentOrder, accountId: number, reason: string) {
  await holdAccount(tx, accountId, reason);
  await noticeOfHold(tx, order);
}

async function noticeOfHold(tx: Queryable, order: PaymentOrder) {
  await pushAccountHeld(tx, order.memberId, order.id);
  await notifyMember(
    tx,
    order.memberId,
    bilingual('Akun ditahan sementara', 'Account on hold'),
    bilingual(
      `Pembayaran pesanan ${order.id} dikembalikan sebagian atau koinnya sudah terpakai; akunmu tidak bisa memakai koin sampai tim kami menyelesaikannya`,
      `The payment for order ${order.id} was returned while its coins were already spent, or in part; your account cannot spend coins until our team resolves it`,
    ),
  );
}
