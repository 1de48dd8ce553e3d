import { nextTask } from './first-screen/yielding';

// Async boundary: the shared singletons are negotiated before the shell's code runs, in a task after the federation
// runtime's start (each tens of milliseconds on a phone, ADR-226).
void nextTask()
  .then(() => import(/* webpackChunkName: "start" */ './start'))
  .then(({ start }) => start());
