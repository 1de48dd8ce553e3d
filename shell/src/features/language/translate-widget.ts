import { chosenLanguage, DEFAULT_LANGUAGE } from './languages';

const WIDGET_URL = 'https://translate.google.com/translate_a/element.js?cb=fanhubTranslateReady';

declare global {
  interface Window {
    fanhubTranslateReady?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, elementId: string) => unknown } };
  }
}

/**
 * Loads the translate widget only when a language other than Indonesian was chosen. If it cannot load
 * (offline, blocked), the page simply stays in Indonesian/English.
 */
export function loadTranslateWidget(): void {
  if (chosenLanguage() === DEFAULT_LANGUAGE) return;
  const holder = document.createElement('div');
  holder.id = 'google_translate_element';
  holder.hidden = true;
  document.body.appendChild(holder);
  window.fanhubTranslateReady = () => {
    const TranslateElement = window.google?.translate?.TranslateElement;
    if (TranslateElement)
      new TranslateElement({ pageLanguage: DEFAULT_LANGUAGE, autoDisplay: false }, holder.id);
  };
  const script = document.createElement('script');
  script.src = WIDGET_URL;
  script.async = true;
  script.onerror = () => console.warn('fanhub: translate widget unavailable; showing Indonesian / English');
  document.head.appendChild(script);
}
