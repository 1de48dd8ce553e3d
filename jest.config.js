// The front ends' unit tests (jest + Testing Library), one run over every package's own configuration, sharing
// its workers: `npm test` runs it as one step, the studio's pages included (against a stand-in API on loopback,
// studio-kit/src/testing.tsx). The API's suite runs apart (api/jest.config.js).
const remotes = require('./site/src/remotes.json');

/** @type {import('jest').Config} */
module.exports = {
  // Every core (jest's default leaves one to its own main process, which does next to nothing). A run setting,
  // so here: jest refuses it in a project's configuration.
  maxWorkers: '100%',
  // react-admin's pages take seconds to render under a full parallel run. jest-circus reads the time limit from
  // the run's configuration only: a project's own `testTimeout` (studio/jest.config.js) holds when it runs alone.
  testTimeout: 30_000,
  projects: [
    'shared-ui',
    'shared-auth',
    'studio-kit',
    'studio',
    'shell',
    ...remotes.map((remote) => remote.app),
  ].map((folder) => `<rootDir>/${folder}`),
};
