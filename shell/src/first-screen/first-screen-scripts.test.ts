import { FIRST_SCREEN_SCRIPTS_ID, startFirstScreenScripts } from './first-screen-scripts';

/** A drawn page's head as shell/src/server/first-screen.ts writes it: the scripts held in a <template>. */
function drawnHead(): void {
  document.head.innerHTML =
    `<template id="${FIRST_SCREEN_SCRIPTS_ID}">` +
    `<link rel="preload" as="script" href="/main.js">` +
    `<link rel="preload" as="script" href="/framework.0123abcd.js">` +
    `<script defer src="/main.js"></script>` +
    `</template>`;
}

const preloads = () =>
  [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );
const scripts = () =>
  [...document.head.querySelectorAll(':scope > script')].map((script) => script.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
});

test('starts what a drawn page held: its preloads, then its entry as a script that runs', () => {
  drawnHead();
  expect(preloads()).toEqual([]);

  startFirstScreenScripts();

  expect(preloads()).toEqual(['/main.js', '/framework.0123abcd.js']);
  expect(scripts()).toEqual(['/main.js']);
  // A new element (one parsed inside the <template> would never run), not the held one moved.
  expect(document.head.querySelector(':scope > script[src="/main.js"]')!.hasAttribute('defer')).toBe(false);
  expect(
    (document.getElementById(FIRST_SCREEN_SCRIPTS_ID) as HTMLTemplateElement).content.childNodes,
  ).toHaveLength(0);
});

test('starts nothing on a page the browser draws (nothing held), nor twice', () => {
  document.head.innerHTML = `<script defer src="/main.js"></script>`;
  startFirstScreenScripts();
  expect(scripts()).toEqual(['/main.js']);

  drawnHead();
  startFirstScreenScripts();
  startFirstScreenScripts();
  expect(scripts()).toEqual(['/main.js']);
});
