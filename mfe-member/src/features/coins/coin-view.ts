import type { OrderStatus } from '@fanhub/contract';
import { t } from '@fanhub/shared-ui';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: t('Menunggu pembayaran', 'Waiting for payment'),
  challenge: t('Sedang ditinjau', 'Under review'),
  paid: t('Lunas', 'Paid'),
  failed: t('Gagal', 'Failed'),
  denied: t('Ditolak', 'Denied'),
  cancelled: t('Dibatalkan', 'Cancelled'),
  expired: t('Kedaluwarsa', 'Expired'),
  refunded: t('Dana dikembalikan', 'Refunded'),
  charged_back: t('Ditarik kembali (chargeback)', 'Charged back'),
};

/** The payment provider's method names (Midtrans `payment_type`) as a fan knows them. */
const PAYMENT_METHODS: Record<string, string> = {
  credit_card: t('Kartu kredit', 'Credit card'),
  bank_transfer: t('Transfer bank (VA)', 'Bank transfer (VA)'),
  echannel: 'Mandiri Bill',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  cstore: t('Gerai retail', 'Convenience store'),
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
  sandbox: t('Sandbox (uji coba)', 'Sandbox (test)'),
};

/** How the order was paid; '-' before it is paid. An unknown method shows as the provider names it. */
export const paymentMethodLabel = (method: string | null): string =>
  method === null ? '-' : (PAYMENT_METHODS[method] ?? method.replace(/_/g, ' '));
