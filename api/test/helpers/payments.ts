import type { PaymentToken } from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { notificationSignature } from '../../src/payments/signature';
import type { RegisteredMember } from './members';

/** Opens a payment for the first (or given) package and answers the order id and Snap data. */
export async function openPayment(app: FastifyInstance, fan: RegisteredMember, packageIndex = 0) {
  const packages = (await app.inject({ url: '/v1/client/pricing' })).json().data;
  const pack = packages[packageIndex];
  const response = await app.inject({
    url: `/v1/client/pricing/create-payment-token/${pack._id}`,
    headers: fan.auth,
  });
  if (response.statusCode !== 200) throw new Error(`payment token refused: ${response.body}`);
  return {
    pack,
    ...(response.json().data as PaymentToken),
  };
}

/** A Midtrans-style notification for `orderId`, signed with `serverKey` unless a signature is given. */
export function signedNotification(
  serverKey: string,
  fields: { orderId: string; grossAmount: number; status: string; statusCode?: string; fraudStatus?: string },
  signature?: string,
) {
  const signed = {
    order_id: fields.orderId,
    status_code: fields.statusCode ?? '200',
    gross_amount: `${fields.grossAmount}.00`,
  };
  return {
    ...signed,
    transaction_status: fields.status,
    fraud_status: fields.fraudStatus ?? 'accept',
    payment_type: 'bank_transfer',
    transaction_id: 'c1a2b3',
    signature_key: signature ?? notificationSignature(signed, serverKey),
  };
}
