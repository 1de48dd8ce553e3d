import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';
import { preloadFirstScreenScripts } from './first-screen/first-screen-scripts';

// Async boundary: shared singletons (React, MUI, the session) are negotiated before any app code runs; on a drawn
// page, once its picture is painted (ADR-225, ADR-226).
void afterFirstScreenPicture().then(() => {
  preloadFirstScreenScripts();
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ startUp }) => startUp());
});
