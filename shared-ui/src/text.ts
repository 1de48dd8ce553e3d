/** The product's wording, Indonesian first: `t('Koin Kamu', 'Your Coins')` -> 'Koin Kamu / Your Coins'. */
export const t = (indonesian: string, english: string): string => `${indonesian} / ${english}`;

/** SPEC.md section 6's prompt when a visitor tries something that needs an account. */
export const signInPrompt = (action: string, actionEn: string = action): string =>
  t(`Silakan masuk untuk ${action}`, `Please sign in to ${actionEn}`);
