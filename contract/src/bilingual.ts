/** The product's wording: Indonesian first, English second, joined as the product writes it. */
export const bilingual = (indonesian: string, english: string): string => `${indonesian} / ${english}`;

/**
 * The Indonesian and English of a name the staff wrote bilingual (`Billboard Ulang Tahun / Birthday Billboard`),
 * so a bilingual line names it once in each half; a name with no single ` / ` is the same in both.
 */
export function halvesOf(name: string): { id: string; en: string } {
  const parts = name.split(' / ');
  return parts.length === 2 ? { id: parts[0]!, en: parts[1]! } : { id: name, en: name };
}

/** `bilingual` with a name in each half, in that half's language: `Dukungan untuk X / Support for Y`. */
export const bilingualNaming = (
  name: string,
  indonesian: (id: string) => string,
  english: (en: string) => string,
) => {
  const { id, en } = halvesOf(name);
  return bilingual(indonesian(id), english(en));
};
