/** The <template> a drawn page holds its scripts in until its picture is painted (ADR-226, ADR-228). */
export const FIRST_SCREEN_SCRIPTS_ID = 'first-screen-scripts';

/** The name first-screen-start.ts is built under (`first-screen.js`), inlined into each drawn page (ADR-260). */
export const FIRST_SCREEN_START = 'first-screen';

/**
 * Starts what a drawn page held: its preloads, then its entry as a new <script> (one parsed in a <template> never
 * runs). Nothing on a page the browser draws.
 */
export function startFirstScreenScripts(): void {
  const held = document.getElementById(FIRST_SCREEN_SCRIPTS_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  for (const entry of held.content.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.src = entry.getAttribute('src')!;
    entry.replaceWith(script);
  }
  document.head.append(held.content);
}
