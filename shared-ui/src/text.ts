/** The product's wording, Indonesian first: `t('Koin Kamu', 'Your Coins')` -> 'Koin Kamu / Your Coins'. */
export const t = (indonesian: string, english: string): string => `${indonesian} / ${english}`;
