const { createFrontendJestConfig } = require('../config/jest/create-jest-config');

const base = createFrontendJestConfig('admin', __dirname);

module.exports = {
  ...base,
  // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors by path.
  moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1', ...base.moduleNameMapper },
  // antd needs a few browser APIs jsdom lacks (jest.setup.ts).
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'],
  // antd's CSS-in-JS makes a full dashboard render take seconds in jsdom on a shared 2-core box.
  testTimeout: 20000,
};
