const numberFormat = new Intl.NumberFormat('id-ID');
const currencyFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** `1250000` -> `1.250.000` */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** `15000` -> `Rp 15.000` (a normal space, whatever the platform's ICU puts there) */
export const formatRupiah = (value: number): string => currencyFormat.format(value).replace(/\s/g, ' ');

/**
 * Share of a target in percent, 2 decimals (docs/product.md section 9: lists show it so); `cap` keeps bars and detail pages
 * at 100. A missing or zero target counts as 0 %.
 */
export function progressPercent(collected: number, target: number, { cap = false } = {}): number {
  if (!Number.isFinite(collected) || !Number.isFinite(target) || target <= 0) return 0;
  const percent = Math.round((collected / target) * 10_000) / 100;
  return cap ? Math.min(100, percent) : percent;
}
