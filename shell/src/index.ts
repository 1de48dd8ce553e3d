import { afterFirstScreenPicture } from './first-screen/after-first-screen-picture';

// Async boundary: shared singletons (React, MUI, the session) are negotiated before any app code runs; on a drawn
// page, once its picture is painted.
void afterFirstScreenPicture().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
