// The shell's start-up in steps, each in a task of its own (ADR-226): on a phone, evaluating the whole page's code
// at once held the main thread for 200 ms and more, and a fan's tap waited for it. The files of every step are
// fetched together before the first (the page's preloads, `webpackPreload`), so the steps cost no round trip.

import { nextTask } from './first-screen/next-task';

const STEPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackPreload: true */ 'react-dom/client'),
  // MUI's styling engine (its Box holds little else).
  () => import(/* webpackPreload: true */ '@mui/material/Box'),
  () => import(/* webpackPreload: true */ 'mobx-react-lite'),
  () => import(/* webpackPreload: true */ '@fanhub/shared-auth'),
  // The page's first number format loads the phone's locale data (tens of milliseconds), alone.
  async () => new Intl.NumberFormat('id-ID').format(0),
  () => import(/* webpackPreload: true */ '@fanhub/shared-ui'),
];

/** Evaluates the shell's code step by step, then starts it (start.tsx). */
export async function startUp(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { start } = await import(/* webpackPreload: true, webpackChunkName: "start" */ './start');
  await start();
}
