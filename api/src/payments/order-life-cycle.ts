import type { OrderStatus } from '@fanhub/contract';
import type { ProviderStatus } from './provider';

/** What a confirmed provider status means for an order. */
export type PaymentEvent =
  | 'settled'
  | 'challenge'
  | 'pending'
  | 'denied'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refunded'
  | 'charged_back'
  /** Part of the money went back (partial refund or chargeback): a person decides about the coins. */
  | 'partially_returned'
  | 'unknown';

export function paymentEvent({
  transaction_status: status,
  fraud_status: fraud,
}: ProviderStatus): PaymentEvent {
  if (status === 'settlement' || (status === 'capture' && fraud === 'accept')) return 'settled';
  if (status === 'capture') return fraud === 'deny' ? 'denied' : 'challenge';
  const events: Record<string, PaymentEvent> = {
    pending: 'pending',
    deny: 'denied',
    cancel: 'cancelled',
    expire: 'expired',
    failure: 'failed',
    refund: 'refunded',
    chargeback: 'charged_back',
    partial_refund: 'partially_returned',
    partial_chargeback: 'partially_returned',
  };
  return events[status] ?? 'unknown';
}

/** What to do with the coins. */
export type Action =
  | { kind: 'credit' }
  | { kind: 'reverse'; status: OrderStatus }
  | { kind: 'review' }
  | { kind: 'mark'; status: OrderStatus }
  | { kind: 'ignore' };

const OPEN: OrderStatus[] = ['pending', 'challenge'];
const UNPAID_FINAL: OrderStatus[] = ['failed', 'denied', 'cancelled', 'expired'];
const NEVER_CREDITED = [...OPEN, ...UNPAID_FINAL];

/**
 * The order life cycle: pending -> paid -> refunded | charged_back; pending -> failed | expired | denied |
 * cancelled | refunded | charged_back; challenge while the provider reviews for fraud. A late deny, expiry or failure after a
 * settlement changes nothing; a refund or chargeback of a paid order takes its coins back.
 */
export function nextAction(
  order: { status: OrderStatus; providerStatus: string | null },
  event: PaymentEvent,
): Action {
  const { status } = order;
  if (event === 'settled') {
    // Money received is the truth, even after an order was marked expired or failed.
    return NEVER_CREDITED.includes(status) ? { kind: 'credit' } : { kind: 'ignore' };
  }
  // Notifications can arrive out of order: a refund or chargeback heard before its settlement means the money
  // came and went back. The order closes without coins, and the late settlement is then ignored.
  if ((event === 'refunded' || event === 'charged_back') && NEVER_CREDITED.includes(status))
    return { kind: 'mark', status: event };
  if (OPEN.includes(status)) {
    if (event === 'challenge') return { kind: 'mark', status: 'challenge' };
    if (event === 'denied' || event === 'cancelled' || event === 'expired' || event === 'failed')
      return { kind: 'mark', status: event };
    return { kind: 'ignore' };
  }
  if (status === 'paid') {
    if (event === 'refunded' || event === 'charged_back') return { kind: 'reverse', status: event };
    // A card capture cancelled before it settled: the money never arrived.
    if (event === 'cancelled' && order.providerStatus === 'capture')
      return { kind: 'reverse', status: 'cancelled' };
    if (event === 'partially_returned') return { kind: 'review' };
  }
  return { kind: 'ignore' };
}
