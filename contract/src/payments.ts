import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { Envelope, StringEnum } from './schema-kit';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** Midtrans' transaction statuses (a notification may say anything: the API confirms it with Midtrans). */
export const MIDTRANS_TRANSACTION_STATUSES = [
  'authorize',
  'capture',
  'settlement',
  'pending',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const;

/** Midtrans' HTTP notification; fields we do not use are accepted and ignored. */
export const PaymentNotificationBody = Type.Object({
  order_id: text(64),
  status_code: text(8),
  gross_amount: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' }),
  signature_key: text(256),
  transaction_status: text(32),
  fraud_status: Type.Optional(Type.String({ maxLength: 32 })),
  payment_type: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PaymentNotification = typeof PaymentNotificationBody.static;

/** What each button of the sandbox payment page makes the "bank" report. */
export const SANDBOX_ACTIONS = ['approve', 'pending', 'fail'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

const SandboxToken = Type.String({ pattern: '^[a-f0-9]{32}$' });
const sandbox = 'payments (sandbox)';

export const paymentEndpoints = endpointTable(
  endpoint('POST', '/payments/notification', {
    operationId: 'receivePaymentNotification',
    tag: 'payments',
    summary: 'Payment provider notification (signed); credits or reverses coins',
    body: PaymentNotificationBody,
    response: Envelope(
      Type.Object({ orderId: Type.String(), status: Type.String(), outcome: Type.String() }),
    ),
    errors: [403, 404, 422, 502],
  }),
);

/** Served only with PAYMENT_PROVIDER=sandbox: a Snap stand-in that pays through the real notification. */
export const sandboxPaymentEndpoints = endpointTable(
  endpoint('GET', '/payments/sandbox/snap.js', {
    operationId: 'getSandboxSnapScript',
    answer: {
      contentType: 'application/javascript',
      description: 'A Snap-compatible script whose `snap.pay` opens the sandbox payment page',
    },
    tag: sandbox,
    summary: 'Snap-compatible script',
  }),
  endpoint('GET', '/payments/sandbox/pay/:token', {
    operationId: 'getSandboxPaymentPage',
    answer: {
      contentType: 'text/html',
      description: 'The sandbox payment page: approve, leave pending, fail or close',
    },
    tag: sandbox,
    summary: 'Sandbox payment page',
    params: Type.Object({ token: SandboxToken }),
    errors: [404],
  }),
  endpoint('POST', '/payments/sandbox/pay/:token/:action', {
    operationId: 'answerSandboxPayment',
    tag: sandbox,
    summary: 'Act as the bank: sends a signed notification through POST /v1/payments/notification',
    params: Type.Object({ token: SandboxToken, action: StringEnum(SANDBOX_ACTIONS) }),
    response: Envelope(
      Type.Object({
        event: Type.String(),
        result: Type.Object({
          status_code: Type.String(),
          transaction_status: Type.String(),
          order_id: Type.String(),
          gross_amount: Type.String(),
          payment_type: Type.String(),
        }),
      }),
    ),
    errors: [404, 409],
  }),
);
