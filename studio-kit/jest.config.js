// react-admin's menu uses react-hotkeys-hook, which ships only ES modules; its lists put their filters in the URL.
module.exports = require('../scripts/jest/web-preset.cjs')(__dirname, {
  esmDependencies: ['react-hotkeys-hook'],
  fetchClasses: true,
  // react-admin's pages take seconds to render under a full parallel run.
  testTimeout: 30_000,
});
