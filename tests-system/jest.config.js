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
  // One suite at a time: each starts a database and two servers on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 180000,
};
