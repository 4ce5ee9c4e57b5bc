// Playwright journeys against the built app. Run from the repo root:
//   npx jest -c e2e/jest.config.js            (skips, loudly, when Chromium is missing)
//   REQUIRE_BROWSER=1 npx jest -c e2e/jest.config.js   (CI: a missing Chromium fails)
// Needs backend/dist/main.js and the built shell and remotes, which the backend serves.
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', require('../config/jest.swc.js')],
    '^.+\\.cjs$': ['@swc/jest', require('../config/jest.swc.js')],
  },
  // The e-mail layout journey renders the backend's templates: @react-email loads react-dom/server with import().
  transformIgnorePatterns: ['/node_modules/(?!(@react-email)/)'],
  moduleNameMapper: { '^@dw/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 120000,
  // Each file starts its own app on its own port and data dir, so files could run side by side; on
  // CI's 2-core machine two at once saved under a minute (451 s vs 476 s) and made 15 s waits flaky, so one.
  maxWorkers: 1,
};
