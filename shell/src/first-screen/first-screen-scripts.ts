/**
 * Where a drawn page keeps its scripts until its picture is painted (ADR-226, ADR-228): inert in a <template>, the
 * chunks' preloads and the entry's own <script>, so on a phone's link the scripts share neither the bandwidth nor
 * the main thread with the picture (shell/src/server/first-screen.ts).
 */
export const FIRST_SCREEN_SCRIPTS_ID = 'first-screen-scripts';

/**
 * The one script a drawn page runs at first (its source: shell/src/first-screen-start.ts), built to this file and
 * written into the page by the first-screen server (ADR-260). Small and free of the federation runtime, it costs
 * the picture nothing.
 */
export const FIRST_SCREEN_START = 'first-screen.js';

/**
 * Starts what a drawn page held back: every preload at once, then its entry (a script parsed inside a <template>
 * never runs, so the entry is a new <script> with the same source). Nothing on a page the browser draws.
 */
export function startFirstScreenScripts(): void {
  const held = document.getElementById(FIRST_SCREEN_SCRIPTS_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  const entries = [...held.content.querySelectorAll('script')];
  entries.forEach((entry) => entry.remove());
  document.head.append(held.content);
  for (const entry of entries) {
    const script = document.createElement('script');
    script.src = entry.getAttribute('src')!;
    document.head.append(script);
  }
}
