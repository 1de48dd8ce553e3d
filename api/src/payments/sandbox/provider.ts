import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../provider';

export const SANDBOX_CLIENT_KEY = 'SB-fanhub-sandbox-client';

/**
 * The offline provider: tokens are random, and the API itself serves the Snap-compatible script and the
 * payment page (sandbox-routes.ts) whose buttons send signed notifications like Midtrans would.
 */
export function sandboxProvider(publicApiUrl: string, serverKey: string): PaymentProvider {
  return {
    name: 'sandbox',
    clientKey: SANDBOX_CLIENT_KEY,
    snapJsUrl: `${publicApiUrl}/v1/payments/sandbox/snap.js`,
    serverKey,
    async createPayment() {
      const snapToken = randomBytes(16).toString('hex');
      return { snapToken, redirectUrl: `${publicApiUrl}/v1/payments/sandbox/pay/${snapToken}` };
    },
    // The sandbox is its own bank: the money goes back at once, once per key (it keeps nothing to repeat).
    async refund(orderId, { refundKey, amount }) {
      return {
        status_code: '200',
        status_message: 'Success, refund request is approved (sandbox)',
        order_id: orderId,
        refund_key: refundKey,
        refund_amount: `${amount}.00`,
      };
    },
  };
}
