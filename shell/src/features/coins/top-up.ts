import type { Order } from '@fanhub/contract';
import { session } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';
import type { EnqueueSnackbar } from 'notistack';
import { createPaymentToken, getOrder } from './api/pricing';
import { loadSnap, payWithSnap } from './snap';

const SETTLE_POLLS = 10;
const POLL_INTERVAL_MS = 500;

/**
 * The browser's success callback does not credit anything: the server does, when the provider's signed
 * notification arrives. So after success the order is read until it is paid, and the balance shown is the
 * one the server answers with.
 */
async function settledOrder(orderId: string): Promise<Order> {
  let order = await getOrder(orderId);
  for (let poll = 1; poll < SETTLE_POLLS && order.status !== 'paid'; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    order = await getOrder(orderId);
  }
  return order;
}

/** Token -> provider script (if missing) -> popup -> the outcome as SPEC.md section 4 tells it. */
export async function topUp(
  packageId: string,
  toast: EnqueueSnackbar,
  closeModal: () => void,
): Promise<void> {
  let payment;
  try {
    payment = await createPaymentToken(packageId);
  } catch (error) {
    const message =
      error instanceof Error && error.message ? error.message : 'Gagal membuat token pembayaran';
    toast(message, { variant: 'error' });
    return;
  }
  try {
    await loadSnap(payment.snapJSUrl, payment.clientKey);
  } catch {
    toast(t('Gagal memuat Snap JS', 'Could not load the payment script'), { variant: 'error' });
    window.open(payment.redirectUrl, '_blank', 'noopener');
    closeModal();
    return;
  }
  closeModal();
  try {
    const outcome = await payWithSnap(payment.snapToken);
    if (outcome === 'success') {
      const order = await settledOrder(payment.orderId);
      session.setCoins(order.balance);
      toast(t('Pembayaran berhasil!', 'Payment successful!'), { variant: 'success' });
    } else if (outcome === 'pending') {
      toast(t('Menunggu pembayaran...', 'Waiting for payment...'), { variant: 'info' });
    } else if (outcome === 'error') {
      toast(t('Pembayaran gagal. Silakan coba lagi.', 'Payment failed. Please try again.'), {
        variant: 'error',
      });
    }
  } catch {
    toast(
      t('Terjadi kesalahan saat memproses pembayaran', 'Something went wrong while processing the payment'),
      {
        variant: 'error',
      },
    );
  }
}
