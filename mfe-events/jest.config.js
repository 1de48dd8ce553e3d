// The studio pages' tests render react-admin, whose menu uses react-hotkeys-hook (ES modules only) and whose
// routes need the fetch API's classes.
module.exports = require('../scripts/jest/web-preset.cjs')(__dirname, {
  esmDependencies: ['nanoid', 'ical\\.js', 'react-hotkeys-hook'],
  fetchClasses: true,
  // react-admin's pages take seconds to render under a full parallel run.
  testTimeout: 30_000,
});
