/** The product's wording, Indonesian first: `t('Koin Kamu', 'Your Coins')` -> 'Koin Kamu / Your Coins'. */
export const t = (indonesian: string, english: string): string => `${indonesian} / ${english}`;

/** docs/product.md section 6's prompt when a visitor tries something that needs an account. */
export const signInPrompt = (action: string, actionEn: string = action): string =>
  t(`Silakan masuk untuk ${action}`, `Please sign in to ${actionEn}`);

/** The action a visitor is asked to sign in for when they open the Member Area (the shell and mfe-member). */
export const MEMBER_AREA_SIGN_IN = ['membuka Member Area', 'open the Member Area'] as const;
