/**
 * Where a drawn page keeps its scripts' preloads until its picture is painted (ADR-226): inert in a <template>,
 * so on a phone's link the scripts do not share the bandwidth with the picture (shell/src/server/first-screen.ts).
 */
export const FIRST_SCREEN_SCRIPTS_ID = 'first-screen-scripts';

/** Starts the downloads a drawn page held back, all at once; nothing on a page the browser draws (none held). */
export function preloadFirstScreenScripts(): void {
  const held = document.getElementById(FIRST_SCREEN_SCRIPTS_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}
