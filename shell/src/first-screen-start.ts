// A drawn page's first script (ADR-228): it holds the fan's taps (ADR-259) and starts the page's scripts once its
// picture is painted.
import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';
import { holdEarlyTaps } from './first-screen/early-taps';
import { startFirstScreenScripts } from './first-screen/first-screen-scripts';

holdEarlyTaps();
void afterFirstScreenPicture().then(startFirstScreenScripts);
