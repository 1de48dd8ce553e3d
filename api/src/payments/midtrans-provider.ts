import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderStatus,
  type RefundAnswer,
  type RefundRequest,
} from './provider';

interface MidtransSettings {
  serverKey: string;
  clientKey: string;
  /** https://app.sandbox.midtrans.com or https://app.midtrans.com (or a stand-in in tests). */
  apiUrl: string;
  /** https://api.sandbox.midtrans.com or https://api.midtrans.com: the status API. */
  coreApiUrl: string;
  snapJsUrl: string;
}

/** Midtrans Snap: creates a transaction over HTTPS and answers its token and redirect URL. */
export function midtransProvider(settings: MidtransSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.serverKey}:`).toString('base64')}`;
  return {
    name: 'midtrans',
    clientKey: settings.clientKey,
    snapJsUrl: settings.snapJsUrl,
    serverKey: settings.serverKey,
    async createPayment(request: PaymentRequest) {
      const response = await fetch(`${settings.apiUrl}/snap/v1/transactions`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
        body: JSON.stringify(snapTransaction(request)),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: Error) => {
        throw new PaymentProviderError(`Midtrans unreachable: ${error.message}`);
      });
      const body = (await response.json().catch(() => ({}))) as {
        token?: string;
        redirect_url?: string;
        error_messages?: string[];
      };
      if (!response.ok || !body.token || !body.redirect_url) {
        throw new PaymentProviderError(
          `Midtrans refused the transaction (${response.status}): ${(body.error_messages ?? []).join('; ')}`,
        );
      }
      return { snapToken: body.token, redirectUrl: body.redirect_url };
    },
    async confirmStatus(orderId: string) {
      const response = await fetch(`${settings.coreApiUrl}/v2/${encodeURIComponent(orderId)}/status`, {
        headers: { accept: 'application/json', authorization },
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => {
        throw new PaymentProviderError(`Midtrans status API unreachable: ${error.message}`);
      });
      const body = (await response.json().catch(() => ({}))) as Partial<ProviderStatus>;
      if (
        !response.ok ||
        typeof body.transaction_status !== 'string' ||
        typeof body.gross_amount !== 'string'
      ) {
        throw new PaymentProviderError(`Midtrans status API answered ${response.status} for ${orderId}`);
      }
      return {
        transaction_status: body.transaction_status,
        fraud_status: body.fraud_status,
        gross_amount: body.gross_amount,
        payment_type: body.payment_type,
      };
    },
    refund: (orderId, refund) => refundWithMidtrans(settings, authorization, orderId, refund),
  };
}

/**
 * Midtrans' refund (`POST /v2/{order_id}/refund`) with our `refund_key`: Midtrans refunds once per key. A retry
 * that Midtrans does not answer 200 (its key already used) is settled by the status API, which lists the order's
 * refunds by key.
 */
async function refundWithMidtrans(
  settings: MidtransSettings,
  authorization: string,
  orderId: string,
  { refundKey, amount, reason }: RefundRequest,
): Promise<RefundAnswer> {
  const order = encodeURIComponent(orderId);
  const response = await fetch(`${settings.coreApiUrl}/v2/${order}/refund`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
    body: JSON.stringify({ refund_key: refundKey, amount, reason: reason.slice(0, 255) }),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => {
    throw new PaymentProviderError(`Midtrans refund API unreachable: ${error.message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as RefundAnswer & { status_code?: string };
  if (response.ok && answer.status_code === '200') return answer;
  const status = await fetch(`${settings.coreApiUrl}/v2/${order}/status`, {
    headers: { accept: 'application/json', authorization },
    signal: AbortSignal.timeout(10_000),
  })
    .then((answered) => answered.json() as Promise<{ refunds?: { refund_key?: string }[] }>)
    .catch(() => ({ refunds: [] }));
  const earlier = status.refunds?.find((refund) => refund.refund_key === refundKey);
  if (earlier) return { ...earlier, status_code: '200', status_message: 'refunded earlier with this key' };
  throw new PaymentProviderError(
    `Midtrans refused the refund of ${orderId} (${response.status} ${String(answer.status_code)}): ${String(answer.status_message ?? '')}`,
  );
}

function snapTransaction({ orderId, grossAmount, item, customer }: PaymentRequest) {
  return {
    transaction_details: { order_id: orderId, gross_amount: grossAmount },
    item_details: [{ id: item.id, price: grossAmount, quantity: 1, name: item.name.slice(0, 50) }],
    customer_details: {
      first_name: customer.fullName.slice(0, 255),
      email: customer.email,
      phone: customer.phone,
    },
  };
}
