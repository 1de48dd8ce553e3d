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
 * Holds a fan's tap on a drawn page until the page answers, then makes it: on a phone the page shows seconds before
 * React has taken it over (`data-ready`, shell/src/first-screen/after-take-over.ts), and a tap in between would
 * otherwise be lost. Only the last tap is made (two taps on Menu must not open and close it); a tap on an element
 * the take-over replaced is dropped. Runs in the drawn page's first script, before any of React.
 */
export function holdEarlyTaps(page: Document = document): void {
  const html = page.documentElement;
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(TAPPABLE);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  const answer = async () => {
    // Each component's first render with the fan's session comes before the tap.
    await whenIdle();
    page.removeEventListener('click', hold, true);
    const tapped = held;
    if (!tapped?.isConnected) return;
    // A tap in a section still arriving (its drawn HTML kept until its module is there) waits for it.
    await sectionAnswers(tapped);
    if (tapped.isConnected) tapped.click();
  };
  if (html.dataset.ready === 'true') return;
  page.addEventListener('click', hold, true);
  new MutationObserver((_, observer) => {
    if (html.dataset.ready !== 'true') return;
    observer.disconnect();
    void answer();
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}
