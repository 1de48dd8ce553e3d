/** What a payment provider needs to open a Snap payment for one order. */
export interface PaymentRequest {
  orderId: string;
  grossAmount: number;
  item: { id: string; name: string };
  customer: { fullName: string; email: string; phone: string };
}

export interface PaymentSession {
  snapToken: string;
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'midtrans';
  /** Public key the browser's Snap script is loaded with. */
  readonly clientKey: string;
  readonly snapJsUrl: string;
  /** Secret that signs notifications; never leaves the server. */
  readonly serverKey: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
}

export class PaymentProviderError extends Error {}
