// Unit and component tests of every package, as one jest run (`npm run test:unit`).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const packages = ['contracts', 'web-kit', 'backend', 'shell', 'shop-frontend', 'lender-frontend', 'admin-frontend'];

module.exports = {
  // A global option: with projects, each project's own testTimeout is ignored. Component tests of whole
  // forms take seconds when the shared 2-core machine is busy; 5 s made them flaky.
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: on CI's 2-core machine that is one.
  maxWorkers: 2,
  projects: packages.map((p) => join(__dirname, p, 'jest.config.js')).filter((f) => existsSync(f)),
};
