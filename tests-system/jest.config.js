// System tests: the BUILT app (backend/dist/main.js) run as real processes behind a small proxy, on
// a private MariaDB that the tests stop and start. Run from the repo root after `npm run build`:
//   npx jest -c tests-system/jest.config.js
// Needs mariadbd and mariadb-install-db on PATH (.ci/run installs them from Debian's packages).
module.exports = {
  displayName: 'system',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.system.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', require('../config/jest.swc.js')] },
  moduleNameMapper: { '^@dw/contracts$': '<rootDir>/../contracts/src/index.ts' },
  // Two suites at a time: each has its own MariaDB, ports and data dir, and much of a suite is waiting
  // (for a lease, a job's timer, a drain deadline), which the other suite's work fills. All 16 tests
  // passed so with the machine's load at 8; the longest suites start first (the sequencer).
  maxWorkers: 2,
  testSequencer: require.resolve('../config/jest/slow-first-sequencer'),
  testTimeout: 180000,
};
