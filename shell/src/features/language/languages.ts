/** docs/product.md section 1's language list; `id` is the site's own language. */
export const LANGUAGES = [
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'en', name: 'English' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
  { code: 'th', name: 'ไทย' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'tl', name: 'Filipino' },
  { code: 'ar', name: 'العربية' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'hi', name: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'id';

const COOKIE = 'googtrans';

/** The language chosen in the translate widget's cookie (`/id/<code>`), or the default. */
export function chosenLanguage(cookies = document.cookie): LanguageCode {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const code = decodeURIComponent(value ?? '').split('/')[2];
  return LANGUAGES.some((language) => language.code === code) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

/** Stores the choice for the widget (the default clears it) and reloads, as the widget expects. */
export function chooseLanguage(code: LanguageCode): void {
  document.cookie =
    code === DEFAULT_LANGUAGE
      ? `${COOKIE}=; path=/; max-age=0`
      : `${COOKIE}=/${DEFAULT_LANGUAGE}/${code}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
