// A drawn page's first script (ADR-228): once the page's picture is painted, it starts the page's own scripts,
// main.js first (shell/src/index.ts). A page the browser draws alone runs main.js directly.
import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';
import { startFirstScreenScripts } from './first-screen/first-screen-scripts';

void afterFirstScreenPicture().then(startFirstScreenScripts);
