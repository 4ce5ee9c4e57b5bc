// Unit tests: pure rules beside the code (`src/**/*.spec.ts`).
const swc = require('../config/jest.swc.js');

module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // NestJS 12 and some of its dependencies ship ES modules only, which Jest on Node 20 cannot load untransformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|load-esm)/)',
  ],
  moduleNameMapper: { '^@dw/contracts$': '<rootDir>/../contracts/src/index.ts' },
};
