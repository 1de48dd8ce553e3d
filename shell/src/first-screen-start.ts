// A drawn page's first script (ADR-228): it holds the fan's taps until what they land on answers (ADR-259), and
// once the page's picture is painted, starts the page's own scripts, main.js first (shell/src/index.ts). A page the
// browser draws alone runs main.js directly.
import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';
import { holdEarlyTaps } from './first-screen/early-taps';
import { startFirstScreenScripts } from './first-screen/first-screen-scripts';

holdEarlyTaps();
void afterFirstScreenPicture().then(startFirstScreenScripts);
