import Button from '@mui/material/Button';
import { closeToast, showToast, t, ToastCloseButton } from '@fanhub/shared-ui';

/** The payment messages of docs/product.md section 8. */
export const TOKEN_FAILED = t('Gagal membuat token pembayaran', 'Failed to create payment token');

/** What the fan is told about a top-up, as the server sees the order. */
export const paymentToasts = {
  paid: () => showToast(t('Pembayaran berhasil!', 'Payment successful!'), { variant: 'success' }),
  failed: () =>
    showToast(t('Pembayaran gagal. Silakan coba lagi.', 'Payment failed. Please try again.'), {
      variant: 'error',
    }),
  /** Still waiting for the bank: says which order, and stays with a way to ask the server again. */
  waiting: (orderId: string, checkAgain: () => void) =>
    showToast(`${t('Menunggu pembayaran...', 'Waiting for payment...')} (${orderId})`, {
      variant: 'info',
      persist: true,
      action: (key) => (
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeToast(key);
              checkAgain();
            }}
          >
            {t('Cek lagi', 'Check again')}
          </Button>
          <ToastCloseButton toastKey={key} />
        </>
      ),
    }),
  tokenFailed: (message: string) => showToast(message, { variant: 'error' }),
  scriptFailed: () =>
    showToast(t('Gagal memuat Snap JS', 'Could not load the payment script'), { variant: 'error' }),
  processingFailed: () =>
    showToast(
      t('Terjadi kesalahan saat memproses pembayaran', 'Something went wrong while processing the payment'),
      { variant: 'error' },
    ),
};
