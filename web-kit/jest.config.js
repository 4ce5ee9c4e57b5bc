const { createFrontendJestConfig } = require('../config/jest/create-jest-config');

module.exports = createFrontendJestConfig('web-kit', __dirname);
