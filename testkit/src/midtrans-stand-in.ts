import { dataOf, type CallApi } from './calls';
import { signedNotification } from './payment-notifications';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRefund {
  refundKey: string;
  amount: number;
  reason: string;
  /** How many times the API asked for this refund (its key refunds once). */
  asked: number;
}

export interface MidtransStandIn {
  /** Where the API's MIDTRANS_API_URL and MIDTRANS_CORE_API_URL point. */
  url: string;
  /** Each order's status as the status API answers it; an order not here answers 404. */
  statuses: Map<string, Record<string, unknown>>;
  /** The refunds made, by order id. */
  refunds: Map<string, StandInRefund[]>;
  /**
   * Runs before the refund API answers (after the refund is made): a test holds the answer here, e.g. to stop
   * the API between the provider's refund and its ledger write.
   */
  beforeRefundAnswer: (orderId: string, refund: StandInRefund) => Promise<void>;
  close(): Promise<void>;
}

const body = (request: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
  });

/**
 * A local stand-in for Midtrans' APIs as fanhub calls them: Snap (`POST /snap/v1/transactions`: a token), the
 * status API (`GET /v2/{order}/status`: what `statuses` holds, with the order's refunds) and the refund API
 * (`POST /v2/{order}/refund`: refunds once per `refund_key`, as Midtrans does, and answers a repeat the same).
 */
export async function startMidtransStandIn(): Promise<MidtransStandIn> {
  const statuses = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, StandInRefund[]>();
  const standIn: Omit<MidtransStandIn, 'url' | 'close'> = {
    statuses,
    refunds,
    beforeRefundAnswer: async () => undefined,
  };
  const server = createServer((request, response) => {
    const answer = (status: number, json: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    void body(request).then(async (sent) => {
      if (request.method === 'POST' && request.url === '/snap/v1/transactions') {
        const token = `snap-${Date.now()}-${Math.random().toString(16).slice(2)}`;
        return answer(201, {
          token,
          redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${token}`,
        });
      }
      const [, order, action] = /^\/v2\/([^/]+)\/(status|refund)$/.exec(request.url ?? '') ?? [];
      const orderId = decodeURIComponent(order ?? '');
      const status = statuses.get(orderId);
      if (!status) return answer(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      const made = refunds.get(orderId) ?? [];
      if (action === 'status') {
        return answer(200, {
          ...status,
          refunds: made.map((refund) => ({
            refund_key: refund.refundKey,
            refund_amount: `${refund.amount}.00`,
          })),
        });
      }
      const refundKey = String(sent.refund_key);
      let refund = made.find((earlier) => earlier.refundKey === refundKey);
      if (!refund) {
        refund = { refundKey, amount: Number(sent.amount), reason: String(sent.reason ?? ''), asked: 0 };
        refunds.set(orderId, [...made, refund]);
        const refunded = [...made, refund].reduce((sum, each) => sum + each.amount, 0);
        const gross = Math.round(Number(status.gross_amount));
        statuses.set(orderId, {
          ...status,
          transaction_status: refunded >= gross ? 'refund' : 'partial_refund',
        });
      }
      refund.asked += 1;
      await standIn.beforeRefundAnswer(orderId, refund);
      return answer(200, {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        order_id: orderId,
        refund_key: refund.refundKey,
        refund_amount: `${refund.amount}.00`,
        transaction_status: statuses.get(orderId)!.transaction_status,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * The fan pays `order` with Midtrans (the stand-in): the status API says settlement from now on, and Midtrans'
 * signed notification reaches the API, which confirms it and credits the coins.
 */
export async function payThroughStandIn(
  call: CallApi,
  standIn: MidtransStandIn,
  serverKey: string,
  order: { orderId: string; grossAmount: number },
): Promise<void> {
  standIn.statuses.set(order.orderId, {
    order_id: order.orderId,
    transaction_status: 'settlement',
    fraud_status: 'accept',
    gross_amount: `${order.grossAmount}.00`,
    payment_type: 'credit_card',
  });
  await dataOf(call, {
    method: 'POST',
    path: '/v1/payments/notification',
    body: signedNotification(serverKey, {
      orderId: order.orderId,
      grossAmount: order.grossAmount,
      status: 'settlement',
      paymentType: 'credit_card',
    }),
  });
}
