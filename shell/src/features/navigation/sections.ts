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

/** SPEC.md section 2: scrolling leaves an 80 px offset; after navigating from another route it waits 100 ms. */
export const SCROLL_OFFSET_PX = 80;
export const SCROLL_DELAY_AFTER_NAVIGATION_MS = 100;

/** How long a scroll keeps its section in place while content above it is still loading. */
const SETTLE_MS = 1500;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

const targetTop = (id: SectionId, element: HTMLElement) =>
  id === 'home' ? 0 : element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;

/**
 * Scrolls so the section sits 80 px below the top. After a navigation the page is still filling in (images,
 * remote sections), so until it settles, or the fan scrolls themselves, the section is kept in place.
 */
export function scrollToSection(id: SectionId, { settle = false } = {}): void {
  const element = document.getElementById(id);
  if (!element) return;
  window.scrollTo({ top: targetTop(id, element), behavior: settle ? 'instant' : 'smooth' });
  if (!settle) return;

  const realign = () => window.scrollTo({ top: targetTop(id, element), behavior: 'instant' });
  const observer = new ResizeObserver(realign);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of USER_INPUT) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const event of USER_INPUT) window.addEventListener(event, stop, { passive: true, once: true });
}
