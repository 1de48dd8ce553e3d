/** Rupiah as the studio shows it: Rp 15.000. */
export const RUPIAH = { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 } as const;
