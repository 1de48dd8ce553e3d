import { nextTask } from './first-screen/next-task';

// Async boundary: the shared singletons (React, MUI, the session) are negotiated before any of the shell's code
// runs, in a task after the federation runtime's own start (each is tens of milliseconds on a phone, ADR-226). On a
// drawn page this runs once its picture is painted (shell/src/first-screen-start.ts, ADR-225, ADR-228).
void nextTask()
  .then(() => import(/* webpackChunkName: "start" */ './start'))
  .then(({ start }) => start());
