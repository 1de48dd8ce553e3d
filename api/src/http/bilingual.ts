/** The product's wording: Indonesian first, English second, joined as SPEC.md writes it. */
export const bilingual = (indonesian: string, english: string): string => `${indonesian} / ${english}`;
