// The shell's server side (docs/architecture.md section 11), bundled for Node into dist/server/first-screen.js by
// scripts/webpack/first-screen-bundle.ts: `node dist/server/first-screen.js` is production's first-screen server;
// scripts/serve-app.mjs requires it to answer the shell's pages under `npm start` and the e2e suite.
import { serveFirstScreen } from './serve';

export { createPageServer } from './page-server';
export { firstScreenSettings } from './serve';

if (require.main === module) serveFirstScreen();
