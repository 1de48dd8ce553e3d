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
  /**
   * The order's state as the provider's own API reports it. `transaction_status` and `fraud_status` are not
   * covered by a notification's signature, so coins move on this answer, never on the notification's word.
   * Undefined: the provider is its own bank (the development sandbox) and the signed notification is the truth.
   */
  confirmStatus?(orderId: string): Promise<ProviderStatus>;
  /**
   * Refunds `amount` rupiah of a settled order. The provider refunds once per `refundKey`, however often it is
   * asked (a retry after a timeout or a crash). Answers what the provider answered; throws
   * PaymentProviderError when it refused or could not be reached.
   */
  refund(orderId: string, refund: RefundRequest): Promise<RefundAnswer>;
}

export interface RefundRequest {
  /** Letters, digits, - and _ (Midtrans' rule). */
  refundKey: string;
  amount: number;
  reason: string;
}

/** The provider's answer, as it came (kept in the order's provider history). */
export type RefundAnswer = Record<string, unknown>;

export interface ProviderStatus {
  transaction_status: string;
  fraud_status?: string | undefined;
  gross_amount: string;
  /** How the fan paid: bank_transfer, gopay, credit_card, ... */
  payment_type?: string | undefined;
}

export class PaymentProviderError extends Error {}
