import type { Histogram } from 'prom-client';
import type { PaymentProvider } from './provider';

/**
 * `provider` with each call to its API timed into `duration` (by operation and outcome), so a provider slowing
 * down shows on the dashboard before fans' payments time out.
 */
export function timedPaymentProvider(
  provider: PaymentProvider,
  duration: Histogram<'provider' | 'operation' | 'outcome'>,
): PaymentProvider {
  const timed =
    <Args extends unknown[], T>(operation: string, call: (...args: Args) => Promise<T>) =>
    async (...args: Args): Promise<T> => {
      const stop = duration.startTimer({ provider: provider.name, operation });
      try {
        const answer = await call(...args);
        stop({ outcome: 'ok' });
        return answer;
      } catch (error) {
        stop({ outcome: 'error' });
        throw error;
      }
    };
  const { confirmStatus } = provider;
  return {
    ...provider,
    createPayment: timed('create_payment', provider.createPayment.bind(provider)),
    refund: timed('refund', provider.refund.bind(provider)),
    ...(confirmStatus ? { confirmStatus: timed('confirm_status', confirmStatus.bind(provider)) } : {}),
  };
}
