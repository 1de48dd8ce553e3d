import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { indonesianMessages } from './indonesian-messages';

/**
 * react-admin's own texts (buttons, pages, notices) in Indonesian, or English for staff who choose it in the top
 * bar; the studio's own labels are bilingual in both.
 */
export const studioI18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? englishMessages : indonesianMessages),
  'id',
  [
    { locale: 'id', name: 'Bahasa Indonesia' },
    { locale: 'en', name: 'English' },
  ],
  // The studio's own labels are bilingual text, not keys: they pass through as written (as react-admin's default).
  { allowMissing: true },
);
