const { createFrontendJestConfig } = require('../config/jest/create-jest-config');

module.exports = createFrontendJestConfig('shop', __dirname);
