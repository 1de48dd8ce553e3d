/** The product's wording, Indonesian first: `t('Koin Kamu', 'Your Coins')` -> 'Koin Kamu / Your Coins'. */
export const t = (indonesian: string, english: string): string => `${indonesian} / ${english}`;

/**
 * `t` naming something staff titled in both languages (`Billboard Ulang Tahun / Birthday Billboard`) once in each
 * half, in that half's language (the contract's `bilingualNaming`, which the API uses; front ends take only types
 * from the contract).
 */
export function tNaming(
  name: string,
  indonesian: (id: string) => string,
  english: (en: string) => string,
): string {
  const parts = name.split(' / ');
  const [id, en] = parts.length === 2 ? parts : [name, name];
  return t(indonesian(id!), english(en!));
}

/** docs/product.md section 6's prompt when a visitor tries something that needs an account. */
export const signInPrompt = (action: string, actionEn: string = action): string =>
  t(`Silakan masuk untuk ${action}`, `Please sign in to ${actionEn}`);

/** The action a visitor is asked to sign in for when they open the Member Area (the shell and mfe-member). */
export const MEMBER_AREA_SIGN_IN = ['membuka Member Area', 'open the Member Area'] as const;
