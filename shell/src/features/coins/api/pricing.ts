import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

export interface PricingPackage {
  _id: string;
  title: string;
  coin: number;
  price: number;
}

export interface PaymentToken {
  orderId: string;
  snapToken: string;
  snapJSUrl: string;
  clientKey: string;
  redirectUrl: string;
}

export interface Order {
  orderId: string;
  status: string;
  coins: number;
  balance: number;
}

export const getPricing = () => unwrap(api.json.get<Envelope<PricingPackage[]>>('/client/pricing'));

export const createPaymentToken = (packageId: string) =>
  unwrap(api.json.get<Envelope<PaymentToken>>(`/client/pricing/create-payment-token/${packageId}`));

export const getOrder = (orderId: string) =>
  unwrap(api.json.get<Envelope<Order>>(`/client/pricing/order/${orderId}`));
