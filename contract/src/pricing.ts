import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, StringEnum } from './schema-kit';

export const PricingPackageSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  coin: Type.Integer(),
  price: Type.Integer({ description: 'IDR' }),
});
export type PricingPackage = typeof PricingPackageSchema.static;

export const PaymentTokenSchema = Type.Object({
  orderId: Type.String(),
  snapToken: Type.String(),
  snapJSUrl: Type.String(),
  clientKey: Type.String(),
  redirectUrl: Type.String(),
});
export type PaymentToken = typeof PaymentTokenSchema.static;

/** Where the payment provider's browser script lives, so a page can load it before the fan picks a package. */
export const PaymentScriptSchema = Type.Pick(PaymentTokenSchema, ['snapJSUrl', 'clientKey']);

export const ORDER_STATUSES = [
  'pending',
  'challenge',
  'paid',
  'failed',
  'denied',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = Type.Object({
  orderId: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  packageId: Type.String(),
  coins: Type.Integer(),
  grossAmount: Type.Integer(),
  createdAt: DateTime(),
  paidAt: Type.Union([DateTime(), Type.Null()]),
  balance: Type.Integer({ description: "The member's coin balance now" }),
});
export type Order = typeof OrderSchema.static;

const tag = 'pricing';

export const pricingEndpoints = endpointTable(
  endpoint('GET', '/client/pricing', {
    operationId: 'listCoinPackages',
    tag,
    summary: 'Coin top-up packages',
    response: Envelope(Type.Array(PricingPackageSchema)),
  }),
  endpoint('GET', '/client/pricing/payment-script', {
    operationId: 'getPaymentScript',
    tag,
    summary: "The payment provider's browser script and public client key (Snap), to load ahead of a top-up",
    response: Envelope(PaymentScriptSchema),
  }),
  endpoint('GET', '/client/pricing/create-payment-token/:packageId', {
    operationId: 'createPayment',
    tag,
    summary: 'Create a pending order for a package and open a payment for it',
    auth: true,
    params: IdParam('packageId'),
    response: Envelope(PaymentTokenSchema),
    errors: [401, 404, 502],
  }),
  endpoint('GET', '/client/pricing/order/:orderId', {
    operationId: 'getOrderStatus',
    tag,
    summary: "One of the signed-in member's orders, with their balance now",
    auth: true,
    params: Type.Object({ orderId: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.~-]+$' }) }),
    response: Envelope(OrderSchema),
    errors: [401, 404],
  }),
);
