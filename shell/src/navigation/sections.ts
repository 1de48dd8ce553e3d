import { t } from '@fanhub/shared-ui';

/** The home page's sections, in page order, with their header chip labels. */
export const HOME_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'fanspick', label: 'FansPick' },
  { id: 'fanfunding', label: 'FanFunding' },
  { id: 'events', label: 'Events' },
  { id: 'news', label: t('Berita', 'News') },
] as const;
export type SectionId = (typeof HOME_SECTIONS)[number]['id'];

/** docs/product.md section 2: scrolling leaves an 80 px offset; after navigating from another route it waits 100 ms. */
export const SCROLL_OFFSET_PX = 80;
export const SCROLL_DELAY_AFTER_NAVIGATION_MS = 100;

/** How long a scroll keeps its section in place while content above it is still loading. */
const SETTLE_MS = 1500;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

const targetTop = (id: SectionId, element: HTMLElement) =>
  id === 'home' ? 0 : element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;

/**
 * Scrolls (smoothly) so the section sits 80 px below the top. Sections above it may still be filling in
 * (remote sections, images), so until the layout settles, or the fan scrolls themselves, the section is kept
 * in place.
 */
export function scrollToSection(id: SectionId): void {
  const element = document.getElementById(id);
  if (!element) return;
  window.scrollTo({ top: targetTop(id, element), behavior: 'smooth' });

  let first = true;
  const observer = new ResizeObserver(() => {
    // The observer reports once as soon as it starts; only later size changes move the section.
    if (first) {
      first = false;
      return;
    }
    window.scrollTo({ top: targetTop(id, element), behavior: 'instant' });
  });
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of USER_INPUT) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const event of USER_INPUT) window.addEventListener(event, stop, { passive: true, once: true });
}
