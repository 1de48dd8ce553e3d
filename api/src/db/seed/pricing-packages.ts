/** Coin top-up packages (IDR). Larger packages give a little more coin per rupiah. */
export const PRICING_PACKAGES = [
  { title: 'Paket Starter', coin: 50, price: 15_000 },
  { title: 'Paket Fan', coin: 100, price: 29_000 },
  { title: 'Paket Super Fan', coin: 250, price: 69_000 },
  { title: 'Paket Ultimate', coin: 500, price: 135_000 },
  { title: 'Paket Legend', coin: 1_000, price: 259_000 },
];
