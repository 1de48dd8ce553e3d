/** The product's wording: Indonesian first, English second, joined as the product writes it. */
export const bilingual = (indonesian: string, english: string): string => `${indonesian} / ${english}`;
