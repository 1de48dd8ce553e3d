// A stand-in for `npm start` in the middle of a build: a step whose process leaves a child of its own running
// (as pnpm's webpack runs leave esbuild's service), started the way scripts/fanhub.mjs starts its steps.
import { siteProcesses } from '../../scripts/site-processes.mjs';

const site = siteProcesses({ cwd: process.cwd() });
const step = site.spawn('sh', ['-c', 'sleep 120 & sleep 120 & wait']);
step.on('spawn', () => setTimeout(() => console.log(`building ${step.pid}`), 200));
