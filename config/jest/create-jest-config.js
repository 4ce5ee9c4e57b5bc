/**
 * Jest config for a frontend workspace (shell and the remotes):
 *
 *   // <workspace>/jest.config.js
 *   const { createFrontendJestConfig } = require('../config/jest/create-jest-config');
 *   module.exports = createFrontendJestConfig('shop', __dirname);
 *
 * jsdom, @swc/jest with config/jest.swc.js, tests named `*.test.ts(x)` under src/, CSS through
 * identity-obj-proxy (styles.card === 'card'), other assets as their file name, jest-dom matchers.
 * An optional third argument is merged over the result for anything workspace-specific.
 */
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

// ESM-only packages that Jest (CommonJS) must transform instead of loading raw.
const ESM_PACKAGES = ['wouter', 'regexparam'];

function createFrontendJestConfig(displayName, rootDir, overrides = {}) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', require('../jest.swc.js')] },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '^@dw/contracts$': path.join(REPO_ROOT, 'contracts', 'src', 'index.ts'),
      '^@dw/web-kit$': path.join(REPO_ROOT, 'web-kit', 'src', 'index.ts'),
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    ...overrides,
  };
}

module.exports = { createFrontendJestConfig };
