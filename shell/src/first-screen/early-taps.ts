import { whenIdle } from './yielding';

/** What a tap acts on once React answers; a link with an address works without JavaScript and is left alone. */
const TAPPABLE =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], summary, label, a:not([href])';

/** The section holding `element` while its module is still arriving (`data-answers`, remote-mount.tsx). */
function arrivingSection(element: Element): HTMLElement | null {
  const section = element.closest<HTMLElement>('[data-remote]');
  return section?.dataset.answers === 'true' ? null : section;
}

/** Settles once `section` answers, at once for none. */
function sectionAnswers(section: HTMLElement | null): Promise<void> {
  if (!section) return Promise.resolve();
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (section.dataset.answers !== 'true') return;
      observer.disconnect();
      resolve();
    }).observe(section, { attributes: true, attributeFilter: ['data-answers'] });
  });
}

/** What a screen reader hears when a tap is held (both languages, as the drawn page shows them). */
export const TAP_TAKEN = 'Sebentar… / One moment…';

/**
 * Shows at once that `control` was tapped: dimmed, busy (`aria-busy`, and a polite status a screen reader reads)
 * until the tap is made or dropped. Style is set through the CSSOM, which the page's policy allows.
 */
function showTaken(control: HTMLElement): () => void {
  const page = control.ownerDocument;
  const { opacity, cursor } = control.style;
  control.setAttribute('aria-busy', 'true');
  control.style.opacity = '0.6';
  control.style.cursor = 'progress';
  const status = page.createElement('div');
  status.setAttribute('role', 'status');
  Object.assign(status.style, {
    position: 'fixed',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
  });
  page.body.append(status);
  // Filled after it is in the page, so that it is read as a change.
  requestAnimationFrame(() => (status.textContent = TAP_TAKEN));
  return () => {
    control.removeAttribute('aria-busy');
    control.style.opacity = opacity;
    control.style.cursor = cursor;
    status.remove();
  };
}

/**
 * Holds a fan's tap on a drawn page until what it lands on answers, then makes it (ADR-259): the page shows seconds
 * before React takes it over (`data-ready`), a section's part stays as drawn until its module arrives
 * (`data-answers`), and React drops a tap on either. Only the last tap is made (two taps on Menu must not open and
 * close it); one on an element the take-over replaced is dropped. The held control shows it was taken (showTaken).
 */
export function holdEarlyTaps(page: Document = document): void {
  const html = page.documentElement;
  const pageAnswers = () => html.dataset.ready === 'true';
  let held: HTMLElement | null = null;
  let unshow = () => {};

  const make = async (tapped: HTMLElement) => {
    // Each component's first render with the fan's session comes before the tap.
    await sectionAnswers(arrivingSection(tapped));
    await whenIdle(1000, 200);
    if (held !== tapped) return;
    held = null;
    unshow();
    if (tapped.isConnected) tapped.click();
  };
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(TAPPABLE);
    if (!target || (pageAnswers() && !arrivingSection(target))) return;
    event.preventDefault();
    event.stopPropagation();
    unshow();
    unshow = showTaken(target);
    held = target;
    if (pageAnswers()) void make(target);
  };

  if (pageAnswers()) return;
  page.addEventListener('click', hold, true);
  new MutationObserver((_, observer) => {
    if (!pageAnswers()) return;
    observer.disconnect();
    if (held) void make(held);
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}
