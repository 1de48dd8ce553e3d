import { showToast, t } from '@fanhub/shared-ui';
import { observable, runInAction } from 'mobx';
import { chosenLanguage, DEFAULT_LANGUAGE, LANGUAGES } from './languages';

const WIDGET_URL = 'https://translate.google.com/translate_a/element.js?cb=fanhubTranslateReady';

declare global {
  interface Window {
    fanhubTranslateReady?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, elementId: string) => unknown } };
  }
}

/** Whether the chosen language is on the page: the translation service may not load (offline, blocked). */
export const translation = observable({ unavailable: false });

/** How long the translation service has to answer before the fan is told it is unavailable. */
const WIDGET_TIMEOUT_MS = 10_000;

/**
 * Loads the translate widget only when a language other than Indonesian was chosen. If it cannot load
 * (offline, blocked, no answer), the page stays in Indonesian and English and the fan is told so: the choice is
 * kept, shown in the picker as not applied.
 */
export function loadTranslateWidget(): void {
  const chosen = chosenLanguage();
  if (chosen === DEFAULT_LANGUAGE) return;
  const holder = document.createElement('div');
  holder.id = 'google_translate_element';
  holder.hidden = true;
  document.body.appendChild(holder);
  let settled = false;
  const unavailable = () => {
    if (settled) return;
    settled = true;
    runInAction(() => (translation.unavailable = true));
    const name = LANGUAGES.find((language) => language.code === chosen)!.name;
    showToast(
      t(
        `Terjemahan ke ${name} sedang tidak tersedia: halaman tetap dalam bahasa Indonesia dan Inggris`,
        `Translation into ${name} is unavailable right now: the page stays in Indonesian and English`,
      ),
      { variant: 'warning' },
    );
  };
  const timeout = setTimeout(unavailable, WIDGET_TIMEOUT_MS);
  window.fanhubTranslateReady = () => {
    const TranslateElement = window.google?.translate?.TranslateElement;
    if (!TranslateElement) return unavailable();
    settled = true;
    clearTimeout(timeout);
    new TranslateElement({ pageLanguage: DEFAULT_LANGUAGE, autoDisplay: false }, holder.id);
  };
  const script = document.createElement('script');
  script.src = WIDGET_URL;
  script.async = true;
  script.onerror = () => {
    clearTimeout(timeout);
    unavailable();
  };
  document.head.appendChild(script);
}
