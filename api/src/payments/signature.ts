import { createHash, timingSafeEqual } from 'node:crypto';

export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
}

/** Midtrans' notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function notificationSignature(fields: SignedFields, serverKey: string): string {
  return createHash('sha512')
    .update(fields.order_id + fields.status_code + fields.gross_amount + serverKey)
    .digest('hex');
}

export function hasValidSignature(
  fields: SignedFields & { signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(notificationSignature(fields, serverKey), 'utf8');
  const given = Buffer.from(fields.signature_key.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
