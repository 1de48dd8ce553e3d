import { createHash } from 'node:crypto';

export interface NotificationFields {
  orderId: string;
  /** Rupiah, as the order's package costs. */
  grossAmount: number;
  /** Midtrans' `transaction_status`: `settlement`, `pending`, `expire`, `refund` … */
  status: string;
  statusCode?: string;
  /** `accept` unless given; null leaves the field out. */
  fraudStatus?: string | null;
  paymentType?: string;
}

/**
 * The notification Midtrans (or the sandbox) sends when an order changes, signed with `serverKey` as Midtrans
 * documents it (SHA-512 of order id, status code, gross amount and server key), unless `signature` is given.
 * Computed here, not with the API's own code, so that a mistake there cannot sign its own tests.
 */
export function signedNotification(serverKey: string, fields: NotificationFields, signature?: string) {
  const signed = {
    order_id: fields.orderId,
    status_code: fields.statusCode ?? '200',
    gross_amount: `${fields.grossAmount}.00`,
  };
  return {
    ...signed,
    transaction_status: fields.status,
    ...(fields.fraudStatus === null ? {} : { fraud_status: fields.fraudStatus ?? 'accept' }),
    payment_type: fields.paymentType ?? 'bank_transfer',
    transaction_id: `tx-${fields.orderId}`,
    signature_key:
      signature ??
      createHash('sha512')
        .update(signed.order_id + signed.status_code + signed.gross_amount + serverKey)
        .digest('hex'),
  };
}
