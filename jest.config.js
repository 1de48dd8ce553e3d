// The front ends' unit tests (jest + Testing Library), one run over every package's own configuration, sharing
// its workers: `npm test` runs it as one step. The studio's own code is proved by the e2e suite
// (tests/studio.spec.ts); its shared logic by studio-kit's tests. The API's suite runs apart (api/jest.config.js).
const remotes = require('./site/src/remotes.json');

/** @type {import('jest').Config} */
module.exports = {
  // Every core (jest's default leaves one to its own main process, which does next to nothing). A run setting,
  // so here: jest refuses it in a project's configuration.
  maxWorkers: '100%',
  projects: ['shared-ui', 'shared-auth', 'studio-kit', 'shell', ...remotes.map((remote) => remote.app)].map(
    (folder) => `<rootDir>/${folder}`,
  ),
};
