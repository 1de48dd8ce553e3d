/**
 * What a tap acts on once React answers. A link with an address is left alone: it works without JavaScript (the
 * browser follows it).
 */
const TAPPABLE =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], summary, label, a:not([href])';

/** Settles once the browser has nothing else to do (React's rendering of the page included), within a second. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });

/**
 * Settles once the section holding `element` answers (`data-answers` on its `data-remote` element,
 * shell/src/federation/remote-mount.tsx), at once outside a section.
 */
function sectionAnswers(element: Element): Promise<void> {
  const section = element.closest<HTMLElement>('[data-remote]');
  if (!section || section.dataset.answers === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (section.dataset.answers !== 'true') return;
      observer.disconnect();
      resolve();
    }).observe(section, { attributes: true, attributeFilter: ['data-answers'] });
  });
}

/**
 * Holds a fan's tap on a drawn page until what it lands on answers, then makes it: on a phone the page shows seconds
 * before React has taken it over (`data-ready`, shell/src/first-screen/after-take-over.ts), and a section's part
 * stays as drawn until its module arrives, often after that (`data-answers`); React drops a tap on such a part
 * rather than replay it. Only the last tap is made (two taps on Menu must not open and close it); a tap on an
 * element the take-over replaced is dropped. Once the page answers, only taps in a section still arriving are held.
 * Runs in the drawn page's first script, before any of React.
 */
export function holdEarlyTaps(page: Document = document): void {
  const html = page.documentElement;
  const pageAnswers = () => html.dataset.ready === 'true';
  const inSectionArriving = (element: Element) => {
    const section = element.closest<HTMLElement>('[data-remote]');
    return section !== null && section.dataset.answers !== 'true';
  };
  let held: HTMLElement | null = null;

  const make = async (tapped: HTMLElement) => {
    // A tap in a section still arriving (its drawn HTML kept until its module is there) waits for it; each
    // component's first render with the fan's session comes before the tap.
    await sectionAnswers(tapped);
    await whenIdle();
    if (held !== tapped) return;
    held = null;
    if (tapped.isConnected) tapped.click();
  };
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(TAPPABLE);
    if (!target || (pageAnswers() && !inSectionArriving(target))) return;
    event.preventDefault();
    event.stopPropagation();
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
