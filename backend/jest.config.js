// Unit tests: pure rules beside the code (`src/**/*.spec.ts`).
const swc = require('../config/jest.swc.js');

module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '^.+\\.cjs$': ['@swc/jest', swc] },
  // NestJS 12 and some of its dependencies ship ES modules only, which Jest on Node 20 cannot load untransformed;
  // @react-email/render loads react-dom/server with import(), which Jest's CommonJS runtime cannot run.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@react-email|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|load-esm)/)',
  ],
  moduleNameMapper: { '^@dw/contracts$': '<rootDir>/../contracts/src/index.ts' },
};
