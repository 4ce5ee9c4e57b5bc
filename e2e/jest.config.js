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
  // Each file starts its own app on its own port and data dir, so files run side by side: one file
  // leaves a core half idle (Chromium and the app wait on each other), two took 198 s instead of 328 s.
  maxWorkers: 2,
};
