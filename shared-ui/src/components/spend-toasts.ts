import { t } from '../text';
import { showToast } from '../toasts/toasts';

/** docs/product.md section 9: the insufficient-coins, support and vote toasts stay 4 s. */
export const SPEND_TOAST_MS = 4000;

/** docs/product.md section 8: 'Koin Tidak Mencukupi / Insufficient Coins', why, and the hint to top up. */
export function notifyInsufficientCoins(): void {
  showToast(
    `${t('Koin Tidak Mencukupi', 'Insufficient Coins')}: ${t(
      'Saldo koinmu tidak cukup. Top up dulu, yuk!',
      'Your coin balance is too low. Top up first!',
    )}`,
    { variant: 'error', autoHideDuration: SPEND_TOAST_MS },
  );
}
