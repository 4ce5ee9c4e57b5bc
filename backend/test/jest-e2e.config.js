// e2e suites: the whole app over HTTP with supertest, on SQLite and MariaDB.
const unit = require('../jest.config.js');

module.exports = {
  ...unit,
  displayName: 'backend-e2e',
  rootDir: require('node:path').join(__dirname, '..'),
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  // The longest suites first, also on a fresh checkout (otherwise the fuzz halves, 4-line files, ran last).
  testSequencer: require.resolve('../../config/jest/slow-first-sequencer'),
  // After a full run on CI the process has stayed up on a leftover timer (no socket or child was open);
  // the results are already written by then, so end it rather than let CI wait out its limit.
  forceExit: true,
};
