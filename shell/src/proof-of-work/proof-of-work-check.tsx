import Skeleton from '@mui/material/Skeleton';
import { t } from '@fanhub/shared-ui';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useEffect, useRef, useState } from 'react';
import { fetchChallenge } from './challenge';

/** The widget's words, both languages side by side like the rest of the site. */
const STRINGS = {
  ariaLinkLabel: 'ALTCHA',
  enterCode: t('Masukkan kode', 'Enter the code'),
  enterCodeAria: t('Masukkan kode yang kamu dengar', 'Enter the code you hear'),
  enterCodeFromImage: t('Masukkan kode dari gambar', 'Enter the code from the image'),
  error: t('Verifikasi gagal, coba lagi', 'Verification failed, try again'),
  expired: t('Verifikasi kedaluwarsa, coba lagi', 'Verification expired, try again'),
  footer: t('Dilindungi ALTCHA, tanpa pelacakan', 'Protected by ALTCHA, no tracking'),
  getAudioChallenge: t('Tantangan audio', 'Audio challenge'),
  label: t('Saya bukan robot', "I'm not a robot"),
  loading: t('Memuat…', 'Loading…'),
  reload: t('Muat ulang', 'Reload'),
  verify: t('Verifikasi', 'Verify'),
  verificationRequired: t('Verifikasi dulu', 'Verify first'),
  verified: t('Terverifikasi', 'Verified'),
  verifying: t('Memverifikasi…', 'Verifying…'),
  waitAlert: t('Memverifikasi… tunggu sebentar', 'Verifying… please wait'),
  cancel: t('Batal', 'Cancel'),
};
const LANGUAGE = 'fanhub';

/** The widget's code, downloaded the first time a form asks for a proof of work. */
let widgetLoaded: Promise<void> | undefined;
const loadWidget = () =>
  (widgetLoaded ??= import('altcha').then(() => {
    globalThis.$altcha.i18n.set(LANGUAGE, STRINGS);
  }));

type Widget = HTMLElement & WidgetMethods;

/**
 * Resolves once the widget can be configured. Its methods exist once its component has mounted, a microtask after
 * the element joined the page (it says so with `load`); React can run the effect before that, and then the check
 * was never solved and the form never offered (seen under load).
 */
const mounted = (element: Widget): Promise<void> =>
  typeof element.configure === 'function'
    ? Promise.resolve()
    : new Promise((resolve) => element.addEventListener('load', () => resolve(), { once: true }));

interface Props {
  /** The solved challenge to send with the form, or null while there is none. */
  onSolved: (altcha: string | null) => void;
  /** Changing it asks for a new solution (the last one was refused or spent). */
  round?: number;
}

/**
 * The anti-bot check of registration, password reset and sign-in after failures (docs/fair-play.md): ALTCHA's
 * proof of work, solved by the browser as soon as the form opens. No puzzle, nothing to track: a checkbox a
 * screen reader announces, ticked once the work is done.
 */
export function ProofOfWorkCheck({ onSolved, round = 0 }: Props) {
  const widget = useRef<Widget>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void loadWidget().then(() => setLoaded(true));
  }, []);
  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    onSolved(null);
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', changed);
    // Solved at once, without waiting for a click: the work is the check (configure answers no promise at
    // run time, whatever its types say, hence the await of whatever it answers).
    const solve = async () => {
      await mounted(element);
      await element.configure({
        challenge: '/v1/auth/challenge',
        fetch: fetchChallenge,
        humanInteractionSignature: false,
        language: LANGUAGE,
        hideLogo: true,
      });
      await element.verify();
    };
    solve().catch(() => onSolved(null));
    return () => element.removeEventListener('statechange', changed);
  }, [loaded, round, onSolved]);

  if (!loaded) return <Skeleton variant="rounded" height={64} data-testid="proof-of-work-loading" />;
  return <altcha-widget ref={widget} data-testid="proof-of-work" />;
}
